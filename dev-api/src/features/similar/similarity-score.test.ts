import { firstRunOf, isLookAlike, reasonFor, similarityScore } from './similarity-score';

const near = {
  imageDistance: 4,
  colourDistance: 6,
  headlineOverlap: 0.82,
  copyOverlap: 0.95,
  sameDomain: true,
};

test('a near picture with shared words is a look-alike, and the reason says why', () => {
  expect(isLookAlike(near)).toBe(true);
  expect(reasonFor(near)).toBe(
    'image fingerprint distance 4; colour distance 6; headline overlap 0.82; copy overlap 0.95; same landing domain',
  );
});

test('a near picture alone, or a stock headline alone, is no look-alike', () => {
  expect(isLookAlike({ ...near, headlineOverlap: 0.05, copyOverlap: 0.4 })).toBe(false);
  expect(isLookAlike({ ...near, imageDistance: 30, copyOverlap: 0.3, headlineOverlap: 1 })).toBe(
    false,
  );
});

test('a near picture and the same copy under another headline is no look-alike', () => {
  // A layout many ads share and a template many ads of one kind use: the headline tells them apart.
  expect(isLookAlike({ ...near, imageDistance: 2, headlineOverlap: 0.2, copyOverlap: 1 })).toBe(
    false,
  );
});

test('the same copy under a reworded headline is a look-alike even when the picture moved', () => {
  const evidence = {
    imageDistance: 36,
    colourDistance: null,
    headlineOverlap: 0.5,
    copyOverlap: 0.92,
    sameDomain: false,
  };
  expect(isLookAlike(evidence)).toBe(true);
  expect(reasonFor(evidence)).toBe(
    'image fingerprint distance 36; headline overlap 0.50; copy overlap 0.92',
  );
});

test('a nearer picture ranks higher, other things equal', () => {
  expect(similarityScore(near)).toBeGreaterThan(similarityScore({ ...near, imageDistance: 9 }));
  expect(similarityScore({ ...near, imageDistance: null })).toBeLessThan(similarityScore(near));
});

test('of two ads with the same words, the one whose picture keeps the colours ranks higher', () => {
  // Strangers of one template share headline and copy word for word; a flat picture's hash may
  // sit near too. Its colours differ.
  const stranger = { ...near, imageDistance: 9, colourDistance: 190, copyOverlap: 1 };
  const copy = { ...near, imageDistance: 9, colourDistance: 12, copyOverlap: 0.7 };
  expect(isLookAlike(stranger)).toBe(true);
  expect(similarityScore(copy)).toBeGreaterThan(similarityScore(stranger));
  expect(similarityScore({ ...copy, colourDistance: null })).toBeLessThan(similarityScore(copy));
});

test('who ran it first: the earliest run, only when more than one advertiser runs the creative', () => {
  const runs = [
    { adId: 5, ownerId: 1, firstSeen: '2026-03-02' },
    { adId: 9, ownerId: 2, firstSeen: '2026-01-15' },
    { adId: 3, ownerId: 2, firstSeen: '2026-01-15' },
  ];
  expect(firstRunOf(runs)?.adId).toBe(3);
  expect(firstRunOf(runs.map((run) => ({ ...run, ownerId: 1 })))).toBeNull();
});
