import { fingerprintDistance } from '../variants/variant-rule';
import {
  colourDistance,
  creativeFingerprint,
  creativeFingerprints,
  meanColour,
} from './image-fingerprint';
import { COLOUR_DISTANCE_LIMIT, IMAGE_DISTANCE_LIMIT } from './similarity-score';

const original = {
  key: 'ad-12-0',
  type: 'image' as const,
  width: 1200,
  height: 675,
  duration: null,
};

test("a resized, slightly recoloured copy's pixels hash near the original's; another picture's far", async () => {
  const base = await creativeFingerprint([original]);
  const copy = await creativeFingerprint([
    {
      ...original,
      key: 'ad-900-0',
      width: 600,
      height: 338,
      art: { key: 'ad-12-0', saturation: 1.05, crop: 0 },
    },
  ]);
  const other = await creativeFingerprint([{ ...original, key: 'ad-13-0' }]);
  if (base === null || copy === null || other === null) throw new Error('no fingerprint');
  expect(fingerprintDistance(base.hash, copy.hash)).toBeLessThan(IMAGE_DISTANCE_LIMIT);
  expect(fingerprintDistance(base.hash, other.hash)).toBeGreaterThanOrEqual(IMAGE_DISTANCE_LIMIT);
  expect(colourDistance(base.colour, copy.colour)).toBeLessThan(COLOUR_DISTANCE_LIMIT);
  await expect(creativeFingerprint([])).resolves.toBeNull();
});

test('a creative hashes the same alone as among others on a contact sheet', async () => {
  const others = Array.from({ length: 11 }, (_unused, index) => [
    { ...original, key: `ad-${100 + index}-0`, height: index % 2 ? 1080 : 675 },
  ]);
  const recoloured = [
    { ...original, key: 'ad-901-0', art: { key: 'ad-12-0', saturation: 0.9, crop: 0.02 } },
  ];
  const together = await creativeFingerprints([
    ...others.slice(0, 6),
    [original],
    [],
    recoloured,
    ...others.slice(6),
  ]);
  expect(together[6]).toEqual(await creativeFingerprint([original]));
  expect(together[7]).toBeNull();
  expect(together[8]).toEqual(await creativeFingerprint(recoloured));
});

test('a mean colour is each channel averaged, and two colours are apart by their straight distance', () => {
  const pixels = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]);
  expect(meanColour(pixels)).toBe(0x800080);
  expect(colourDistance(0x000000, 0x030400)).toBe(5);
  expect(colourDistance(0x000000, 0xffffff)).toBe(442);
});
