import { campaignChartSeries, countBars, isFlat, newVsActiveSeries, percentOf } from './chart-data';

describe('chart data shaping', () => {
  it('splits the daily series into a new-ads line and an active-ads line', () => {
    const series = newVsActiveSeries([
      { date: '2026-11-01', new_ads: 3, active_ads: 40 },
      { date: '2026-11-02', new_ads: 0, active_ads: 38 },
    ]);
    expect(series).toEqual([
      {
        name: 'New ads',
        points: [
          { date: '2026-11-01', value: 3 },
          { date: '2026-11-02', value: 0 },
        ],
      },
      {
        name: 'Active ads',
        points: [
          { date: '2026-11-01', value: 40 },
          { date: '2026-11-02', value: 38 },
        ],
      },
    ]);
  });

  it('orders bars largest first and names their labels', () => {
    const bars = countBars(
      [
        { label: 'GB', count: 2 },
        { label: 'US', count: 9 },
      ],
      (code) => `country ${code}`,
    );
    expect(bars).toEqual([
      { label: 'country US', value: 9 },
      { label: 'country GB', value: 2 },
    ]);
  });

  it('gives every campaign key a value on every day, zero when missing', () => {
    const series = campaignChartSeries({
      from: '2026-11-01',
      to: '2026-11-02',
      keys: ['a.com', 'b.com'],
      points: [
        { date: '2026-11-01', values: { 'a.com': 2 } },
        { date: '2026-11-02', values: { 'a.com': 1, 'b.com': 5 } },
      ],
    });
    expect(series.map((line) => line.points.map((point) => point.value))).toEqual([
      [2, 1],
      [0, 5],
    ]);
  });

  it('calls a series flat when it has no days or only zeros', () => {
    expect(isFlat([])).toBe(true);
    expect(isFlat([{ name: 'x', points: [{ date: '2026-11-01', value: 0 }] }])).toBe(true);
    expect(isFlat([{ name: 'x', points: [{ date: '2026-11-01', value: 1 }] }])).toBe(false);
  });

  it('rounds a share to one decimal and survives an empty whole', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
  });
});
