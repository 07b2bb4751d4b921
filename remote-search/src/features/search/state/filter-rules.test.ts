import { enforceFilterRules, filterAvailability } from './filter-rules';
import { definition, filterSet } from './test-filter-set';

const trackers = definition({
  key: 'trackers',
  options: [
    { value: 'Voluum', label: 'Voluum' },
    { value: 'Binom', label: 'Binom' },
  ],
});
const status = definition({
  key: 'status',
  kind: 'single_select',
  options: [{ value: 'active', label: 'Active' }],
});
const funnels = definition({ key: 'funnels', options: [{ value: 'Kajabi', label: 'Kajabi' }] });
const likes = definition({
  key: 'engagement_likes',
  kind: 'engagement_range',
  engagement_key: 'likes',
});
const lockedCountries = definition({ key: 'countries', locked: true });
const set = filterSet(
  [trackers, funnels, likes, lockedCountries, status],
  [['trackers', 'funnels']],
);

describe('filter availability', () => {
  it('shows the free-version message on a locked filter', () => {
    expect(filterAvailability(lockedCountries, {}, set)).toEqual({
      status: 'locked',
      message:
        'You are currently using a free version of the product, please upgrade your plan in order to access this filter.',
    });
  });

  it('disables the partner of a set filter with the conflict message', () => {
    expect(filterAvailability(funnels, { trackers: ['Voluum'] }, set)).toEqual({
      status: 'conflict',
      message: 'This filter is disabled because of a conflict with other selected filters.',
      conflictsWith: ['trackers'],
    });
  });

  it('applies a conflict in both directions of the pair', () => {
    expect(filterAvailability(trackers, { funnels: ['Kajabi'] }, set).status).toBe('conflict');
  });

  it('keeps both filters available while neither is set', () => {
    expect(filterAvailability(funnels, {}, set).status).toBe('available');
    expect(filterAvailability(trackers, { funnels: [] }, set).status).toBe('available');
  });

  it('keeps a set filter available so that it can be cleared', () => {
    const both = { trackers: ['Voluum'], funnels: ['Kajabi'] };
    expect(filterAvailability(trackers, both, set).status).toBe('available');
  });

  it('reads an engagement filter from its engagement key', () => {
    const withConflict = filterSet([likes, trackers], [['engagement_likes', 'trackers']]);
    const filters = { engagement: { likes: { min: 10 } } };
    expect(filterAvailability(trackers, filters, withConflict).status).toBe('conflict');
  });
});

describe('enforcing the rules on filters from a link', () => {
  it('drops the value of a locked filter', () => {
    expect(enforceFilterRules({ countries: ['US'], trackers: ['Voluum'] }, set)).toEqual({
      trackers: ['Voluum'],
    });
  });

  it('drops the second filter of a conflicting pair set together', () => {
    expect(enforceFilterRules({ trackers: ['Voluum'], funnels: ['Kajabi'] }, set)).toEqual({
      trackers: ['Voluum'],
    });
  });

  it('drops option values that the filter does not offer', () => {
    expect(
      enforceFilterRules({ trackers: ['Voluum', '<img onerror>'], status: 'inactive' }, set),
    ).toEqual({ trackers: ['Voluum'] });
  });

  it('leaves allowed filters unchanged', () => {
    const filters = { keyword: 'shoes', engagement: { likes: { min: 5 } } };
    expect(enforceFilterRules(filters, set)).toBe(filters);
  });
});
