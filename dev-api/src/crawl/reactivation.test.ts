import { type CrawlRun, type RunRef, SOURCE_PROFILES } from './crawl-model';
import { type AdEvidence, type EvidenceEvent, applyRun } from './evidence-state';

// Decision 0065: an ad the crawls proved stopped and then see again is `reactivated`, once, with
// its evidence line; a partial run that happens to list it proves the return as well as a
// complete one (a sighting always counts), and a return can stop again.

const meta = SOURCE_PROFILES.meta;
const AD = { ad_id: 41, launched_on: '2026-10-20', landing_url: 'https://shop.example/a' };

function run(day: string, seen: boolean, complete = true): { run: CrawlRun; ref: RunRef } {
  const run: CrawlRun = {
    scope: { platform: 'meta', owner_id: 7 },
    day,
    complete,
    covered: complete ? [{ after: null, upTo: null }] : [],
    queries: 1,
    pages_read: 1,
    cap_hit: !complete,
    reported_total: seen ? 1 : 0,
    duplicates: 0,
    errors: [],
    sightings: seen ? [{ ...AD, position: 0 }] : [],
  };
  const ref = { run_id: Number(day.slice(-2)), day, complete, pages_read: 1, cap_hit: !complete };
  return { run, ref };
}

function crawlDays(
  states: Map<number, AdEvidence>,
  days: [string, boolean, boolean?][],
): EvidenceEvent[] {
  return days.flatMap(([day, seen, complete]) => {
    const { run: crawl, ref } = run(day, seen, complete);
    return applyRun(states, crawl, ref, meta);
  });
}

test('a stopped ad seen again is reactivated once, with its line and the run that saw it', () => {
  const states = new Map<number, AdEvidence>();
  const events = crawlDays(states, [
    ['2026-11-01', true],
    ['2026-11-02', false],
    ['2026-11-03', false],
    ['2026-11-04', true],
    ['2026-11-05', true],
  ]);
  expect(events.map((event) => `${event.kind} ${event.day}`)).toEqual([
    'new_ad 2026-11-01',
    'stopped 2026-11-03',
    'reactivated 2026-11-04',
  ]);
  const back = events[2];
  expect(back?.explanation).toBe('seen again Nov 4 after it stopped Nov 3');
  expect(back?.evidence.runs).toEqual([
    { run_id: 4, day: '2026-11-04', complete: true, pages_read: 1, cap_hit: false },
  ]);
  expect(states.get(AD.ad_id)).toMatchObject({ status: 'live', stopped_on: null });
});

test('a partial run that lists a stopped ad proves its return; a later silence stops it again', () => {
  const states = new Map<number, AdEvidence>();
  const events = crawlDays(states, [
    ['2026-11-01', true],
    ['2026-11-02', false],
    ['2026-11-03', false],
    ['2026-11-04', true, false],
    ['2026-11-05', false],
    ['2026-11-06', false],
  ]);
  expect(events.map((event) => `${event.kind} ${event.day}`)).toEqual([
    'new_ad 2026-11-01',
    'stopped 2026-11-03',
    'reactivated 2026-11-04',
    'stopped 2026-11-06',
  ]);
  expect(events[3]?.explanation).toBe('not seen in 2 complete crawls since Nov 4');
});

test('a live ad seen again is no news', () => {
  const states = new Map<number, AdEvidence>();
  const events = crawlDays(states, [
    ['2026-11-01', true],
    ['2026-11-02', false],
    ['2026-11-03', true],
  ]);
  expect(events.map((event) => event.kind)).toEqual(['new_ad']);
});
