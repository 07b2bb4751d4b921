import { analyticsQuery, readAnalyticsFilter, writeAnalyticsFilter } from './analytics-filter';

const read = (query: string) => readAnalyticsFilter(new URLSearchParams(query));

describe('analytics filter in the URL', () => {
  it('defaults to 30 days with no country or category', () => {
    expect(read('')).toEqual({ period: '30' });
  });

  it('reads period, country code, country group and category', () => {
    expect(read('period=7&country=US&category=Travel')).toEqual({
      period: '7',
      country: 'US',
      category: 'Travel',
    });
    expect(read('country=Top+EN').country).toBe('Top EN');
  });

  it('drops unknown values one by one instead of failing', () => {
    expect(read('period=45&country=Atlantis&category=Travel')).toEqual({
      period: '30',
      category: 'Travel',
    });
  });

  it('keeps defaults out of the URL and other keys in it', () => {
    const params = writeAnalyticsFilter(new URLSearchParams('page=2&country=US'), {
      period: '30',
      category: 'Gaming',
    });
    expect(params.toString()).toBe('page=2&category=Gaming');
    expect(writeAnalyticsFilter(new URLSearchParams(), { period: '90' }).toString()).toBe(
      'period=90',
    );
  });

  it('round-trips through the URL', () => {
    const filter = { period: '7', country: 'Europe', category: 'Crypto' } as const;
    expect(readAnalyticsFilter(writeAnalyticsFilter(new URLSearchParams(), filter))).toEqual(
      filter,
    );
  });

  it('sends the period always and the rest only when set', () => {
    expect(analyticsQuery({ period: '30' })).toEqual({ period: '30' });
    expect(analyticsQuery({ period: '7', country: 'US' })).toEqual({ period: '7', country: 'US' });
  });
});
