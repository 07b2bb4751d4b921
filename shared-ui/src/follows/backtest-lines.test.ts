import type { FollowBacktest } from '@adlens/shared-contracts';
import { backtestLine, coverageLine, deliveryLine } from './backtest-lines';

const BACKTEST: FollowBacktest = {
  days: 30,
  from: '2026-10-30',
  to: '2026-11-28',
  covered_from: '2026-11-20',
  covered_days: 8,
  changes: { new_ad: 9, stopped: 3, landing_changed: 2, new_country: 0, reactivated: 0 },
  total: 14,
  alerts: 6,
  held: 2,
};

describe('backtestLine', () => {
  it('names the subject and the counts by kind, leaving out kinds that sent nothing', () => {
    expect(backtestLine(BACKTEST, 'this')).toBe(
      'Over the last 30 days this would have sent 14: 9 new, 3 stopped, 2 landing',
    );
    expect(backtestLine(BACKTEST, 'following')).toBe(
      'Over the last 30 days following would have sent 14: 9 new, 3 stopped, 2 landing',
    );
  });

  it('counts returns and new countries, and reads a server that does not count returns as none', () => {
    const changes = { new_ad: 0, stopped: 0, landing_changed: 0, new_country: 2, reactivated: 1 };
    expect(backtestLine({ ...BACKTEST, changes, total: 3 }, 'following')).toBe(
      'Over the last 30 days following would have sent 3: 1 back, 2 new country',
    );
    const { reactivated: _unknown, ...older } = BACKTEST.changes;
    expect(backtestLine({ ...BACKTEST, changes: older }, 'this')).toBe(
      'Over the last 30 days this would have sent 14: 9 new, 3 stopped, 2 landing',
    );
  });

  it('says nothing would have been sent rather than a zero', () => {
    const changes = { new_ad: 0, stopped: 0, landing_changed: 0, new_country: 0 };
    expect(backtestLine({ ...BACKTEST, changes, total: 0 }, 'following')).toBe(
      'Over the last 30 days following would have sent nothing',
    );
  });
});

describe('coverageLine', () => {
  it('names the first covered day and how many days of the range the data covers', () => {
    expect(coverageLine(BACKTEST)).toBe('Data starts Nov 20: this covers 8 of 30 days');
  });

  it('is absent when every day is covered', () => {
    expect(coverageLine({ ...BACKTEST, covered_days: 30, covered_from: '2026-10-30' })).toBeNull();
  });

  it('says so when nothing is recorded yet', () => {
    expect(coverageLine({ ...BACKTEST, covered_days: 0, covered_from: null })).toBe(
      'No changes are recorded for these 30 days yet: this covers 0 of 30 days',
    );
  });
});

describe('deliveryLine', () => {
  it('counts the notifications and the changes the budget held for the digest', () => {
    expect(deliveryLine(BACKTEST)).toBe(
      '6 notifications; 2 changes over the budget would have gone to the daily digest',
    );
    expect(deliveryLine({ ...BACKTEST, alerts: 1, held: 1 })).toBe(
      '1 notification; 1 change over the budget would have gone to the daily digest',
    );
    expect(deliveryLine({ ...BACKTEST, held: 0 })).toBe('6 notifications, none over the budget');
  });

  it('is absent when nothing would have been sent', () => {
    expect(deliveryLine({ ...BACKTEST, total: 0 })).toBeNull();
  });
});
