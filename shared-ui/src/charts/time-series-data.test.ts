import {
  dateTickRows,
  nearestRowIndex,
  parseIsoDay,
  seriesFromRows,
  stackRows,
  timeDomain,
  toRows,
  valueDomain,
} from './time-series-data';

describe('parseIsoDay', () => {
  it('reads an ISO day as local midnight', () => {
    expect(parseIsoDay('2026-03-05')).toEqual(new Date(2026, 2, 5));
  });

  it('keeps only the day of a timestamp', () => {
    expect(parseIsoDay('2026-03-05T22:10:00Z')).toEqual(new Date(2026, 2, 5));
  });

  it.each(['', 'yesterday', '2026-02-30'])('rejects %p', (text) => {
    expect(parseIsoDay(text)).toBeNull();
  });
});

describe('toRows', () => {
  it('lines series up by day, oldest first, with null where a series has no point', () => {
    const rows = toRows([
      {
        name: 'New',
        points: [
          { date: '2026-03-02', value: 5 },
          { date: '2026-03-01', value: 3 },
        ],
      },
      {
        name: 'Active',
        points: [
          { date: '2026-03-03', value: 9 },
          { date: '2026-03-01', value: 7 },
        ],
      },
    ]);
    expect(rows.map((row) => [row.date, row.values])).toEqual([
      ['2026-03-01', [3, 7]],
      ['2026-03-02', [5, null]],
      ['2026-03-03', [null, 9]],
    ]);
  });

  it('drops points with an invalid day or a non-finite value', () => {
    const rows = toRows([
      {
        name: 'New',
        points: [
          { date: 'bad', value: 1 },
          { date: '2026-03-01', value: Number.NaN },
          { date: '2026-03-02', value: 2 },
        ],
      },
    ]);
    expect(rows.map((row) => row.date)).toEqual(['2026-03-02']);
  });

  it('has no rows for no series or empty series', () => {
    expect(toRows([])).toEqual([]);
    expect(toRows([{ name: 'New', points: [] }])).toEqual([]);
  });
});

describe('valueDomain', () => {
  it('runs from zero to the largest value', () => {
    const rows = toRows([{ name: 'a', points: [{ date: '2026-03-01', value: 40 }] }]);
    expect(valueDomain(rows)).toEqual([0, 40]);
  });

  it('includes negative values', () => {
    const rows = toRows([
      {
        name: 'a',
        points: [
          { date: '2026-03-01', value: -5 },
          { date: '2026-03-02', value: 10 },
        ],
      },
    ]);
    expect(valueDomain(rows)).toEqual([-5, 10]);
  });

  it('never collapses when every value is zero', () => {
    const rows = toRows([{ name: 'a', points: [{ date: '2026-03-01', value: 0 }] }]);
    expect(valueDomain(rows)).toEqual([0, 1]);
  });
});

describe('timeDomain', () => {
  it('spans the first to the last day', () => {
    const rows = toRows([
      {
        name: 'a',
        points: [
          { date: '2026-03-09', value: 1 },
          { date: '2026-03-01', value: 1 },
        ],
      },
    ]);
    expect(timeDomain(rows)).toEqual([new Date(2026, 2, 1), new Date(2026, 2, 9)]);
  });

  it('centres a single day', () => {
    const [start, end] = timeDomain(
      toRows([{ name: 'a', points: [{ date: '2026-03-05', value: 1 }] }]),
    );
    expect((start.getTime() + end.getTime()) / 2).toBe(new Date(2026, 2, 5).getTime());
  });
});

describe('nearestRowIndex', () => {
  const rows = toRows([
    {
      name: 'a',
      points: [
        { date: '2026-03-01', value: 1 },
        { date: '2026-03-02', value: 1 },
        { date: '2026-03-10', value: 1 },
      ],
    },
  ]);

  it('finds the nearest day', () => {
    expect(nearestRowIndex(rows, new Date(2026, 2, 2, 20).getTime())).toBe(1);
    expect(nearestRowIndex(rows, new Date(2026, 2, 8).getTime())).toBe(2);
    expect(nearestRowIndex(rows, new Date(2020, 0, 1).getTime())).toBe(0);
  });

  it('is -1 without rows', () => {
    expect(nearestRowIndex([], 0)).toBe(-1);
  });
});

describe('dateTickRows', () => {
  const rows = toRows([
    {
      name: 'a',
      points: Array.from({ length: 30 }, (_, index) => ({
        date: `2026-03-${String(index + 1).padStart(2, '0')}`,
        value: index,
      })),
    },
  ]);

  it('labels every day when they fit', () => {
    expect(dateTickRows(rows.slice(0, 5), 7)).toHaveLength(5);
  });

  it('labels every n-th day, at most the given number, from the first', () => {
    const ticks = dateTickRows(rows, 7);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(ticks.map((row) => row.date).slice(0, 2)).toEqual(['2026-03-01', '2026-03-06']);
  });
});

describe('seriesFromRows', () => {
  it('makes one series per field, leaving gaps where a row has no value', () => {
    const points = [
      { date: '2026-03-01', values: { likes: 3, shares: 1 } as Record<string, number> },
      { date: '2026-03-02', values: { likes: 5 } as Record<string, number> },
    ];
    const series = seriesFromRows(
      points,
      ['likes', 'shares'].map((key) => ({ name: key, value: (point) => point.values[key] })),
    );
    expect(series).toEqual([
      {
        name: 'likes',
        points: [
          { date: '2026-03-01', value: 3 },
          { date: '2026-03-02', value: 5 },
        ],
      },
      { name: 'shares', points: [{ date: '2026-03-01', value: 1 }] },
    ]);
  });
});

describe('stackRows', () => {
  it('turns each value into the running total up to its series, a gap counting as 0', () => {
    const rows = toRows([
      {
        name: 'a',
        points: [
          { date: '2026-03-01', value: 2 },
          { date: '2026-03-02', value: 4 },
        ],
      },
      { name: 'b', points: [{ date: '2026-03-01', value: 3 }] },
      {
        name: 'c',
        points: [
          { date: '2026-03-01', value: 1 },
          { date: '2026-03-02', value: 1 },
        ],
      },
    ]);
    expect(stackRows(rows).map((row) => row.values)).toEqual([
      [2, 5, 6],
      [4, 4, 5],
    ]);
    expect(valueDomain(stackRows(rows))).toEqual([0, 6]);
  });
});
