import type { UnreadParam } from './filter-url';
import { keepUnread, unreadFields } from './unread-params';

const KEYWORD: UnreadParam = {
  field: 'keyword',
  name: 'keyword',
  value: '"unclosed',
  message: 'Unclosed quote at 1',
};
const BOUND: UnreadParam = {
  field: 'days_running',
  name: 'days_running.min',
  value: 'ten',
  message: 'not a number of 0 or more',
};
const COUNTRY: UnreadParam = {
  field: 'countries',
  name: 'countries',
  value: 'XX',
  message: 'not a value of this filter',
};

const kept = (...args: Parameters<typeof keepUnread>) => keepUnread(...args).toString();

describe('unread values of a search link across changes', () => {
  it('keeps them when another part of the search changes (the sort, another filter)', () => {
    expect(
      kept(new URLSearchParams('sort=oldest&ctas=Shop+Now'), [KEYWORD, BOUND], {
        before: {},
        after: { ctas: ['Shop Now'] },
        drop: [],
      }),
    ).toBe('sort=oldest&ctas=Shop+Now&keyword=%22unclosed&days_running.min=ten');
  });

  it("drops a field's values when the change sets that field anew or names it", () => {
    expect(
      kept(new URLSearchParams('countries=GB&keyword=shoes'), [KEYWORD, COUNTRY, BOUND], {
        before: { countries: ['US'] },
        after: { countries: ['GB'], keyword: 'shoes' },
        drop: ['keyword'],
      }),
    ).toBe('countries=GB&keyword=shoes&days_running.min=ten');
  });

  it('drops every filter value, not the keyword, when the change clears the filters', () => {
    expect(
      kept(new URLSearchParams(), [KEYWORD, COUNTRY, BOUND], {
        before: { countries: ['US'] },
        after: {},
        drop: [],
      }),
    ).toBe('keyword=%22unclosed');
  });

  it('names each field once for "search without these values"', () => {
    expect(unreadFields([COUNTRY, BOUND, { ...COUNTRY, value: 'YY' }])).toEqual([
      'countries',
      'days_running',
    ]);
  });
});
