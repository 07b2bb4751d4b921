import { PRODUCTS, SENTENCES } from '../../seed/words';
import { COPY_MINHASH_BANDS, copyMinhashValues } from './copy-minhash';
import { COPY_BAND_BASE, bandsOf, copyFingerprint } from './similarity-keys';

/** Copies as the seed writes them: two sentences and a closing call naming the product. */
function copies(): string[] {
  return SENTENCES.flatMap((first, index) =>
    SENTENCES.filter((_second, other) => other !== index).map(
      (second, other) =>
        `${first} ${second} Discover our ${PRODUCTS[other % PRODUCTS.length]} today.`,
    ),
  );
}

const REWORDED_CLOSINGS = [' now.', ' this week.', ' online today.'];

function shareABand(a: readonly number[], b: readonly number[]): boolean {
  return a.some((value, band) => value === b[band]);
}

test('a copy has its bands whatever its case and punctuation; a copy without words has none', () => {
  const copy = 'Order before midnight and get it tomorrow.';
  expect(copyMinhashValues(copy)).toHaveLength(COPY_MINHASH_BANDS);
  expect(copyMinhashValues(copy.toUpperCase().replace('.', '!'))).toEqual(copyMinhashValues(copy));
  expect(copyMinhashValues('... !')).toEqual([]);
  for (const value of copyMinhashValues(copy))
    expect(Number.isInteger(value) && value | 0).toBe(value);
});

test('a reworded closing keeps a MinHash band, where the simhash bands lose every band of a third', () => {
  const pairs = copies().flatMap((copy) =>
    REWORDED_CLOSINGS.map((closing) => [copy, copy.replace(/ today\.$/, closing)] as const),
  );
  const keptByMinhash = pairs.filter(([a, b]) =>
    shareABand(copyMinhashValues(a), copyMinhashValues(b)),
  );
  const simhashBands = (copy: string) =>
    bandsOf(copyFingerprint(copy), COPY_BAND_BASE).map((key) => key.value);
  const keptBySimhash = pairs.filter(([a, b]) => shareABand(simhashBands(a), simhashBands(b)));
  expect(keptByMinhash.length / pairs.length).toBeGreaterThanOrEqual(0.99);
  expect(keptBySimhash.length / pairs.length).toBeLessThan(0.8);
});

test('copies with no sentence in common rarely share a band', () => {
  const all = copies().map((copy) => ({
    sentences: copy.split('. ').slice(0, 2),
    copy,
    bands: copyMinhashValues(copy),
  }));
  let pairs = 0;
  let shared = 0;
  for (const [index, a] of all.entries()) {
    for (const b of all.slice(index + 1)) {
      if (a.sentences.some((sentence) => b.copy.includes(sentence))) continue;
      pairs++;
      if (shareABand(a.bands, b.bands)) shared++;
    }
  }
  expect(pairs).toBeGreaterThan(1000);
  expect(shared / pairs).toBeLessThan(0.01);
});
