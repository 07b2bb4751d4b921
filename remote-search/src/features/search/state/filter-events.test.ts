import { appliedFilters, countSetFilters } from './filter-events';

describe('filter events', () => {
  it('counts every filter set besides the keyword, one per engagement key', () => {
    expect(
      countSetFilters({
        keyword: 'shoes',
        countries: ['US'],
        days_running: { min: 30 },
        engagement: { likes: { min: 1000 }, shares: { max: 5 } },
      }),
    ).toBe(4);
    expect(countSetFilters({ keyword: 'shoes', countries: [] })).toBe(0);
  });

  it('names the filters a change sets or changes, with their values as texts', () => {
    expect(
      appliedFilters(
        { countries: ['US'], status: 'active', ctas: ['Shop Now'] },
        {
          countries: ['US', 'GB'],
          status: 'active',
          first_seen: { from: '2026-01-01' },
          engagement: { likes: { min: 1000, max: 5000 } },
        },
      ),
    ).toEqual([
      { filter: 'countries', values: ['US', 'GB'] },
      { filter: 'first_seen', values: ['from=2026-01-01'] },
      { filter: 'engagement.likes', values: ['min=1000', 'max=5000'] },
    ]);
  });

  it('names no filter for a keyword, a sort or a filter taken off', () => {
    expect(appliedFilters({ ctas: ['Shop Now'] }, { keyword: 'boots' })).toEqual([]);
  });
});
