import { rangeFromDays, rangeFromSearch, searchFromRange } from './performance-range';

describe('performance range in the URL', () => {
  it('reads explicit dates', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-01&to=2026-10-31'))).toEqual({
      kind: 'dates',
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('falls back to the preset for reversed, impossible or too long ranges', () => {
    for (const query of [
      'from=2026-10-31&to=2026-10-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'period=90&from=x',
    ]) {
      expect(rangeFromSearch(new URLSearchParams(query)).kind).toBe('period');
    }
    expect(rangeFromSearch(new URLSearchParams('period=90'))).toEqual({
      kind: 'period',
      period: '90',
    });
    expect(rangeFromSearch(new URLSearchParams('period=12'))).toEqual({
      kind: 'period',
      period: '30',
    });
  });

  it('keeps the default period out of the query string', () => {
    expect(searchFromRange({ kind: 'period', period: '30' }).toString()).toBe('');
    expect(searchFromRange({ kind: 'period', period: '7' }).toString()).toBe('period=7');
  });

  it('clips a picked range to the longest one the API takes', () => {
    expect(rangeFromDays(new Date(2024, 0, 1), new Date(2026, 0, 1))).toEqual({
      kind: 'dates',
      from: '2025-01-01',
      to: '2026-01-01',
    });
  });
});
