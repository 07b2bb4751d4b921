import { changeView, readCampaignView, writeCampaignView } from './campaign-view';

const read = (query: string) => readCampaignView(new URLSearchParams(query));

describe('campaign view in the URL', () => {
  it('opens the ads tab over the whole life of the campaign by default', () => {
    expect(read('')).toEqual({ tab: 'ads', period: 'all', page: 1, sort: null });
  });

  it('reads tab, period, page and a sort of the tab', () => {
    expect(read('tab=publishers&period=30&page=3&sort=site.asc')).toEqual({
      tab: 'publishers',
      period: '30',
      page: 3,
      sort: { column: 'site', direction: 'asc' },
    });
  });

  it('drops what does not fit: an unknown tab, period or page, and a sort of another tab', () => {
    expect(read('tab=money&period=365&page=-1')).toEqual(read(''));
    expect(read('tab=countries&sort=site.asc').sort).toBeNull();
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const view = read('tab=countries&period=7&page=2&sort=share.desc');
    expect(writeCampaignView(view).toString()).toBe(
      'tab=countries&period=7&page=2&sort=share.desc',
    );
    expect(writeCampaignView(read('')).toString()).toBe('');
  });

  it('starts another tab at its first page in the server order, and another period at page 1', () => {
    const view = read('tab=publishers&page=3&sort=site.asc');
    expect(changeView(view, { tab: 'countries' })).toMatchObject({ page: 1, sort: null });
    expect(changeView(view, { period: '7' })).toMatchObject({ page: 1, sort: view.sort });
    expect(changeView(view, { page: 4 })).toMatchObject({ page: 4, sort: view.sort });
    // The server sorts the whole list, so another order starts again at its first page.
    expect(changeView(view, { sort: { column: 'ads', direction: 'desc' } })).toMatchObject({
      page: 1,
      sort: { column: 'ads', direction: 'desc' },
    });
  });
});
