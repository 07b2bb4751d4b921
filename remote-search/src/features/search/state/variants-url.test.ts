import { groupsVariants, withVariantsView } from './variants-url';

describe('variants in the URL', () => {
  it('groups unless the URL asks for every ad', () => {
    expect(groupsVariants(new URLSearchParams(''))).toBe(true);
    expect(groupsVariants(new URLSearchParams('variants=all'))).toBe(false);
    expect(groupsVariants(new URLSearchParams('variants=%3Cscript%3E'))).toBe(true);
  });

  it('writes only the ungrouped view, keeping the rest of the query', () => {
    const search = new URLSearchParams('keyword=shoes&sort=most_seen');
    expect(withVariantsView(search, false).toString()).toBe(
      'keyword=shoes&sort=most_seen&variants=all',
    );
    expect(
      withVariantsView(new URLSearchParams('keyword=shoes&variants=all'), true).toString(),
    ).toBe('keyword=shoes');
  });
});
