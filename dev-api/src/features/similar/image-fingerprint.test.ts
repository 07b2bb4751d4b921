import { fingerprintDistance } from '../variants/variant-rule';
import { creativeFingerprint } from './image-fingerprint';
import { IMAGE_DISTANCE_LIMIT } from './similarity-score';

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
  expect(fingerprintDistance(base, copy)).toBeLessThan(IMAGE_DISTANCE_LIMIT);
  expect(fingerprintDistance(base, other)).toBeGreaterThanOrEqual(IMAGE_DISTANCE_LIMIT);
  await expect(creativeFingerprint([])).resolves.toBeNull();
});
