import { NO_FAULTS } from '../crawl/fault-plan';
import { NO_SCENARIO, namedFaultPlans, parseScenarioArgs, scenarioNow } from './ingest-scenario';

test('reads days ahead, named faults and named stops from the command line', () => {
  expect(
    parseScenarioArgs([
      '--days-ahead',
      '2',
      '--fault',
      'meta:12=window-cap',
      '--fault',
      'meta:12=duplicates',
      '--stop-newest',
      'x:7',
    ]),
  ).toEqual({
    preview: false,
    scenario: {
      days_ahead: 2,
      faults: [
        { scope: 'meta:12', fault: 'window-cap' },
        { scope: 'meta:12', fault: 'duplicates' },
      ],
      stop_newest: ['x:7'],
    },
  });
  expect(parseScenarioArgs(['--preview'])).toEqual({ preview: true, scenario: NO_SCENARIO });
});

test('a typo, an unknown fault, a bad scope or a scenario on a preview is refused, naming it', () => {
  expect(() => parseScenarioArgs(['--fualt', 'meta:1=outage'])).toThrow(/cannot read "--fualt"/);
  expect(() => parseScenarioArgs(['--fault', 'meta:1=meteor'])).toThrow(/faults\.0\.fault/);
  expect(() => parseScenarioArgs(['--fault', 'owner-1=outage'])).toThrow(/platform:owner_id/);
  expect(() => parseScenarioArgs(['--stop-newest', '12'])).toThrow(/stop_newest\.0/);
  expect(() => parseScenarioArgs(['--days-ahead'])).toThrow(/usage: pnpm ingest/);
  expect(() => parseScenarioArgs(['--preview', '--stop-newest', 'meta:3'])).toThrow(
    /takes no scenario/,
  );
});

test('faults named for one scope make one plan; the clock moves by whole days', () => {
  const plans = namedFaultPlans({
    ...NO_SCENARIO,
    faults: [
      { scope: 'meta:12', fault: 'window-cap' },
      { scope: 'meta:12', fault: 'reshuffle' },
      { scope: 'x:3', fault: 'outage' },
    ],
  });
  expect(plans.get('meta:12')).toEqual({ ...NO_FAULTS, pageCap: 1, reshuffle: true });
  expect(plans.get('x:3')).toEqual({ ...NO_FAULTS, outage: true });
  expect(plans.has('meta:13')).toBe(false);
  const now = new Date('2026-11-28T09:00:00.000Z');
  expect(scenarioNow({ ...NO_SCENARIO, days_ahead: 2 }, now).toISOString()).toBe(
    '2026-11-30T09:00:00.000Z',
  );
});
