import { simulateCrawls } from './crawl-simulation';
import { scoreEvents } from './score-events';
import { SimulatedWorld } from './simulated-world';

// The floor under `pnpm bench crawl` (issue 38): 30 generated days with seeded faults, scored
// against the world's own record of what happened.
describe('change events against the hidden truth', () => {
  it('30 days under seeded faults: precision >= 0.98, recall >= 0.95', () => {
    const seed = 2026;
    const world = SimulatedWorld.standard(seed, '2026-10-28', 3);
    const { events, runs } = simulateCrawls(world, { seed, days: 30, settleDays: 6 });
    const score = scoreEvents(world.truth, events);
    // The faults did strike: some runs were partial, so the floor is not met by a calm month.
    expect(runs.some((run) => !run.complete)).toBe(true);
    expect(score.truth).toBeGreaterThan(500);
    expect(score.precision).toBeGreaterThanOrEqual(0.98);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});
