import { engagementSeries } from './engagement-series';

describe('engagement series', () => {
  it('charts seen and each engagement key by day, a missing counter as 0', () => {
    const series = engagementSeries({
      keys: ['likes', 'shares'],
      points: [
        { date: '2026-01-01', seen: 1, values: { likes: 10 } },
        { date: '2026-01-08', seen: 4, values: { likes: 40, shares: 2 } },
      ],
    });
    expect(series).toEqual([
      {
        name: 'Seen',
        points: [
          { date: '2026-01-01', value: 1 },
          { date: '2026-01-08', value: 4 },
        ],
      },
      {
        name: 'Likes',
        points: [
          { date: '2026-01-01', value: 10 },
          { date: '2026-01-08', value: 40 },
        ],
      },
      {
        name: 'Shares',
        points: [
          { date: '2026-01-01', value: 0 },
          { date: '2026-01-08', value: 2 },
        ],
      },
    ]);
  });

  it('charts only seen for a platform without engagement counters', () => {
    expect(engagementSeries({ keys: [], points: [] })).toEqual([{ name: 'Seen', points: [] }]);
  });
});
