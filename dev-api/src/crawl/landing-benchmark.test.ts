import { scoreLanding, simulateLandingPages } from './landing-simulation';

// The floor under `pnpm bench landing` (issue 38, decision 0064) on a small seed: pages revised by
// the hidden world, judged by the crawler's versioner, scored against the world's labels.
describe('landing versions against the hidden labels', () => {
  it('material precision >= 0.95, recall >= 0.90, offer facts right >= 0.95', () => {
    const { judged, versions } = simulateLandingPages({ seed: 38, pages: 25, days: 30 });
    const score = scoreLanding(judged, versions);
    // Enough of both kinds to mean something, and normalisation did suppress cosmetic edits.
    expect(score.revisions).toBeGreaterThanOrEqual(200);
    expect(score.material).toBeGreaterThan(50);
    expect(score.versions_stored).toBeLessThan(score.revisions + 25);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
    expect(score.offer_accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
