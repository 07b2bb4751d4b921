import { ALERT_EVIDENCE_LINES, alertMessage } from './alert-message';

// Decision 0065: an alert says why, one evidence line per change, and counts what it leaves out.

test('an alert is its summary followed by each change with its evidence line', () => {
  expect(
    alertMessage([
      {
        ad_id: 5,
        kind: 'stopped',
        detail: {},
        explanation: 'not seen in 2 complete crawls since Nov 2',
      },
      {
        ad_id: 9,
        kind: 'reactivated',
        detail: {},
        explanation: 'seen again Nov 4 after it stopped Nov 3',
      },
    ]),
  ).toBe(
    '1 stopped, 1 back after a stop. Ad 5 stopped: not seen in 2 complete crawls since Nov 2; ' +
      'Ad 9 back: seen again Nov 4 after it stopped Nov 3',
  );
});

test('changes without crawl evidence (new countries) keep the bare summary', () => {
  expect(
    alertMessage([{ ad_id: 3, kind: 'new_country', detail: { country: 'DE' }, explanation: null }]),
  ).toBe('new country: DE');
});

test('beyond the listed lines the rest is counted and pointed to', () => {
  const changes = Array.from({ length: ALERT_EVIDENCE_LINES + 2 }, (_, index) => ({
    ad_id: index + 1,
    kind: 'new_ad' as const,
    detail: {},
    explanation: `first seen Nov ${index + 1} in a complete crawl`,
  }));
  const message = alertMessage(changes);
  expect(message.startsWith(`${changes.length} new ads. Ad 1 new: first seen Nov 1`)).toBe(true);
  expect(message.match(/Ad \d+ new:/g)).toHaveLength(ALERT_EVIDENCE_LINES);
  expect(message.endsWith('; and 2 more on the Following page')).toBe(true);
});
