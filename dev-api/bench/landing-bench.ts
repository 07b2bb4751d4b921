// `pnpm bench landing` (issue 38, decision 0064): landing pages revised by the hidden world, each
// download judged by the crawler's versioner alone, scored against the world's labels.
// `--seeds 1,2,3` picks the worlds; `--pages 60` and `--days 30` their size.
import { scoreLanding, simulateLandingPages } from '../src/crawl/landing-simulation';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const seeds = option('seeds', '1,2,3,4,5').split(',').map(Number);
const pages = Number(option('pages', '60'));
const days = Number(option('days', '30'));

console.log(
  `landing bench: ${pages} pages x ${days} days per seed, each page revised on about a third of the days (material ~40%)`,
);
console.log('seed  revisions  material  versions  precision  recall  offer accuracy');
let worst = { precision: 1, recall: 1, offer_accuracy: 1 };
for (const seed of seeds) {
  const { judged, versions } = simulateLandingPages({ seed, pages, days });
  const score = scoreLanding(judged, versions);
  console.log(
    [
      String(seed).padEnd(4),
      String(score.revisions).padStart(9),
      String(score.material).padStart(8),
      String(score.versions_stored).padStart(8),
      score.precision.toFixed(4).padStart(9),
      score.recall.toFixed(4).padStart(6),
      score.offer_accuracy.toFixed(4).padStart(14),
    ].join('  '),
  );
  worst = {
    precision: Math.min(worst.precision, score.precision),
    recall: Math.min(worst.recall, score.recall),
    offer_accuracy: Math.min(worst.offer_accuracy, score.offer_accuracy),
  };
}
console.log(
  `worst: precision ${worst.precision.toFixed(4)} (target >= 0.95), recall ${worst.recall.toFixed(4)} (target >= 0.90), offer accuracy ${worst.offer_accuracy.toFixed(4)} (target >= 0.95)`,
);
