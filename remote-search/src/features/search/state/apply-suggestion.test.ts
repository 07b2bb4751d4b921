import { applySuggestion } from './apply-suggestion';
import type { SearchState } from './search-state';

const STATE: SearchState = { filters: { keyword: 'old', ctas: ['Shop Now'] }, sort: 'most_seen' };

describe('applySuggestion', () => {
  it('opens the owner page of an advertiser', () => {
    expect(applySuggestion(STATE, { kind: 'advertiser', id: 7, label: 'Nova' }, 'tiktok')).toEqual({
      to: '/tiktok/owner/7',
    });
  });

  it.each(['domain', 'keyword'] as const)(
    'searches a %s as the keyword, keeping filters and sort',
    (kind) => {
      const outcome = applySuggestion(
        STATE,
        { kind, id: kind === 'domain' ? 3 : null, label: 'nova.com' },
        'meta',
      );
      expect(outcome).toEqual({
        state: { filters: { keyword: 'nova.com', ctas: ['Shop Now'] }, sort: 'most_seen' },
      });
    },
  );
});
