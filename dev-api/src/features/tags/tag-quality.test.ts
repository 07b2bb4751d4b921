import { labelledAds, scoreTags } from './tag-quality';

/**
 * The floor under the tagger's quality (decision 0062): macro-F1 per family on the first 1,000
 * labelled seeded ads (the generator and the ads are deterministic, so these are exact figures
 * rounded down). A rule change that reads worse fails here; one that reads better raises them.
 * `pnpm bench tags` prints every tag's precision and recall.
 */
const FLOORS = { hook: 0.91, angle: 0.96, offer: 0.98, format: 1, lang: 0.99 };

test('macro-F1 per tag family stays at or above its floor on 1,000 labelled ads', () => {
  const scores = scoreTags(labelledAds(1_000));
  const below = scores
    .filter((family) => family.macroF1 < FLOORS[family.family])
    .map((family) => `${family.family} ${family.macroF1.toFixed(3)} < ${FLOORS[family.family]}`);
  expect(below).toEqual([]);
});

test('the scoring counts a missed tag against recall and a wrong one against precision', () => {
  const empty = () => ({
    hook: new Set<string>(),
    angle: new Set<string>(),
    offer: new Set<string>(),
    format: new Set<string>(),
    lang: new Set<string>(),
  });
  const truth = { ...empty(), hook: new Set(['question']) };
  const found = { ...empty(), hook: new Set(['statistic']) };
  const hook = scoreTags([
    { truth, found },
    { truth, found: truth },
  ]).find((family) => family.family === 'hook');
  expect(hook?.tags).toEqual([
    { tag: 'question', support: 2, precision: 1, recall: 0.5, f1: 2 / 3 },
    { tag: 'statistic', support: 0, precision: 0, recall: 0, f1: 0 },
  ]);
  expect(hook?.macroF1).toBeCloseTo(1 / 3);
});
