// `pnpm bench tags [ads]`: macro-F1 per tag family of the tagger on the seed's labelled ads
// (decision 0062), against the target, with each tag's precision and recall.
import { labelledAds, scoreTags } from '../src/features/tags/tag-quality';

const TARGET = 0.85;
const ads = Number(process.argv[2] ?? 5_000);
if (!Number.isInteger(ads) || ads < 1_000)
  throw new RangeError('the labelled set is at least 1,000 ads');

const started = performance.now();
const scores = scoreTags(labelledAds(ads));
const seconds = (performance.now() - started) / 1000;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

console.log(
  `tag quality on ${ads} labelled seeded ads (${seconds.toFixed(1)} s, generation and tagging)`,
);
for (const family of scores) {
  const verdict = family.macroF1 >= TARGET ? 'meets' : 'BELOW';
  console.log(
    `\n${family.family}: macro-F1 ${family.macroF1.toFixed(3)} (target ${TARGET}: ${verdict})`,
  );
  for (const tag of family.tags) {
    console.log(
      `  ${tag.tag.padEnd(14)} support ${String(tag.support).padStart(5)}  precision ${percent(tag.precision)}  recall ${percent(tag.recall)}  F1 ${tag.f1.toFixed(3)}`,
    );
  }
}
