import type { ChangeKind } from '@adlens/shared-contracts';

/**
 * What the lines read of a backtest (`FollowBacktest`, `POST /v1/follows/backtest`, decision
 * 0070): the server's answer is one, whatever else it comes to hold.
 */
export interface BacktestSummary {
  /** The days looked back over, ending today. */
  days: number;
  /** The first day in range with recorded changes (null: none at all). */
  covered_from: string | null;
  /** Days in range the stored changes cover: fewer than `days` makes the counts a lower bound. */
  covered_days: number;
  changes: Partial<Record<ChangeKind, number>>;
  total: number;
  alerts: number;
  held: number;
}

/**
 * What the sentence says would have sent the alerts: the alert rule being edited ("this") or
 * following the thing a page shows ("following"). The counts and their wording stay the same.
 */
export type BacktestSubject = 'this' | 'following';

const KIND_WORDS: [ChangeKind, string][] = [
  ['new_ad', 'new'],
  ['stopped', 'stopped'],
  ['reactivated', 'back'],
  ['landing_changed', 'landing'],
  ['new_country', 'new country'],
];

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * "Over the last 30 days this would have sent 14: 9 new, 3 stopped, 2 landing" (the rule editor),
 * "Over the last 30 days following would have sent 14: …" (beside a follow button).
 */
export function backtestLine(backtest: BacktestSummary, subject: BacktestSubject): string {
  const lead = `Over the last ${backtest.days} days ${subject} would have sent`;
  if (backtest.total === 0) return `${lead} nothing`;
  const parts = KIND_WORDS.flatMap(([kind, word]) => {
    const count = backtest.changes[kind] ?? 0;
    return count > 0 ? [`${count} ${word}`] : [];
  });
  return `${lead} ${backtest.total}: ${parts.join(', ')}`;
}

/**
 * What part of the range the stored changes cover, when not all of it: "Data starts Nov 20:
 * this covers 8 of 30 days" (the count above is then a lower bound). Null when every day is covered.
 */
export function coverageLine(backtest: BacktestSummary): string | null {
  if (backtest.covered_days >= backtest.days) return null;
  if (backtest.covered_from === null)
    return `No changes are recorded for these ${backtest.days} days yet: this covers 0 of ${backtest.days} days`;
  return `Data starts ${shortDay(backtest.covered_from)}: this covers ${backtest.covered_days} of ${backtest.days} days`;
}

/** How those changes would have arrived: "5 notifications; 3 changes over the budget would have gone to the daily digest". */
export function deliveryLine(backtest: BacktestSummary): string | null {
  if (backtest.total === 0) return null;
  const alerts = `${backtest.alerts} notification${backtest.alerts === 1 ? '' : 's'}`;
  if (backtest.held === 0) return `${alerts}, none over the budget`;
  return `${alerts}; ${backtest.held} change${backtest.held === 1 ? '' : 's'} over the budget would have gone to the daily digest`;
}
