import { ApiError, FOLLOWS_KEY } from '@adlens/shared-contracts';
import { fakeFollow } from '@adlens/shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignChart, followBacktest } from '../testing/fixtures';
import { renderInsightsPage } from '../testing/render-insights-page';
import * as CampaignPage from './campaign-page';

const renderAt = (url: string, options = {}) => renderInsightsPage(url, { CampaignPage }, options);

const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

describe('CampaignPage', () => {
  it('heads the page with the campaign facts, its owner and its domain', async () => {
    renderAt('/native/campaign/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nova Labs - Spring 1' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nova Labs' })).toHaveAttribute(
      'href',
      '/native/owner/201',
    );
    expect(screen.getByRole('link', { name: 'novalabs.com' })).toHaveAttribute(
      'href',
      '/native/analytics/novalabs.com',
    );
    expect(screen.getByRole('group', { name: 'Networks' })).toHaveTextContent('Outbrain, Taboola');
    expect(screen.getByRole('figure', { name: 'Ads running per day' })).toBeVisible();
  });

  it('opens on the ads tab with cards linking to each ad detail', async () => {
    const { services } = renderAt('/native/campaign/7');
    expect(await screen.findByRole('tab', { name: 'Ads' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await screen.findByRole('article', { name: 'Campaign ad 31' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/native/ads/31');
    expect(paths(services.calls)).toContain('/v1/native/campaign/7/data/ads');
  });

  it('puts the tab in the URL and loads its table and chart', async () => {
    const user = userEvent.setup();
    const { location, services } = renderAt('/native/campaign/7?page=2');
    await user.click(await screen.findByRole('tab', { name: 'Publishers' }));
    expect(location().search).toBe('?tab=publishers');
    const table = await screen.findByRole('table', { name: /Publishers, page 1 of 2/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(await screen.findByRole('figure', { name: 'Top publishers over time' })).toBeVisible();
    expect(paths(services.calls)).toEqual(
      expect.arrayContaining([
        '/v1/native/campaign/7/data/publishers',
        '/v1/native/campaign/7/chart/publisher',
      ]),
    );
  });

  it('sorts a table by a column, keeping the sort in the URL', async () => {
    const user = userEvent.setup();
    const { location, services } = renderAt('/native/campaign/7?tab=publishers');
    const table = await screen.findByRole('table', { name: /Publishers, page/ });
    await user.click(within(table).getByRole('button', { name: 'Site' }));
    expect(location().search).toBe('?tab=publishers&sort=site.asc');
    // The server sorts the whole list, not only the page on screen.
    await waitFor(() =>
      expect(
        services.calls
          .filter((call) => call.endpoint === 'GET /v1/{platform}/campaign/{id}/data/publishers')
          .map((call) => call.input.query),
      ).toContainEqual({ period: 'all', page: 1, per_page: 20, sort: 'site', direction: 'asc' }),
    );
    const sites = () =>
      within(screen.getByRole('table', { name: /Publishers, page/ }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await waitFor(() =>
      expect(sites()).toEqual(['autos.example', 'bignews.example', 'dailynews.example']),
    );
    expect(screen.getByRole('columnheader', { name: 'Site' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Site' }));
    expect(location().search).toBe('?tab=publishers&sort=site.desc');
    await waitFor(() =>
      expect(sites()).toEqual(['dailynews.example', 'bignews.example', 'autos.example']),
    );
  });

  it('pages a table through the URL and the API', async () => {
    const user = userEvent.setup();
    const { location, services } = renderAt('/native/campaign/7?tab=publishers');
    await screen.findByRole('table', { name: /Publishers, page 1 of 2/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location().search).toBe('?tab=publishers&page=2');
    expect(await screen.findByRole('table', { name: /Publishers, page 2 of 2/ })).toBeVisible();
    const queries = services.calls
      .filter((call) => call.endpoint === 'GET /v1/{platform}/campaign/{id}/data/publishers')
      .map((call) => call.input.query);
    expect(queries).toContainEqual({ period: 'all', page: 2, per_page: 20 });
  });

  it('sends the period to the tab calls and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { location, services } = renderAt('/native/campaign/7?tab=countries&page=2');
    await screen.findByRole('table', { name: /Countries, page/ });
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(location().search).toBe('?tab=countries&period=30');
    await screen.findByRole('table', { name: /Countries, page 1/ });
    const queries = services.calls
      .filter((call) => call.endpoint === 'GET /v1/{platform}/campaign/{id}/data/countries')
      .map((call) => call.input.query);
    expect(queries).toContainEqual({ period: '30', page: 1, per_page: 20 });
    expect(screen.getByRole('table', { name: /Countries/ })).toHaveTextContent(
      'United Kingdom (GB)',
    );
  });

  it('says so when a chart has nothing in the period', async () => {
    renderAt('/native/campaign/7?tab=countries', {
      handlers: {
        'GET /v1/{platform}/campaign/{id}/chart/country': () => ({
          ...campaignChart([]),
          keys: [],
        }),
      },
    });
    expect(await screen.findByText('Nothing to chart in this period.')).toBeVisible();
  });

  it('shows an error with retry when a tab fails without a status', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAt('/native/campaign/7?tab=publishers', {
      handlers: {
        'GET /v1/{platform}/campaign/{id}/data/publishers': async () => {
          if (fail) throw new Error('offline');
          return { items: [], total: 0, page: 1, per_page: 20, total_pages: 0 };
        },
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading publishers' })).toBeVisible();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No publisher showed this campaign in this period.'),
    ).toBeVisible();
  });

  it('refuses an id that is not a number', async () => {
    renderAt('/native/campaign/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown campaign' }),
    ).toBeVisible();
  });

  it('follows the campaign at once and rolls back when the server refuses', async () => {
    let refuse: (error: unknown) => void = () => {};
    const { services } = renderAt('/native/campaign/7', {
      handlers: {
        'POST /v1/follows': () =>
          new Promise((_resolve, reject) => {
            refuse = reject;
          }),
      },
    });
    expect(await screen.findByText('4 followers on Adlens')).toBeVisible();
    const follow = screen.getByRole('button', { name: 'Follow Nova Labs - Spring 1' });
    await userEvent.setup().click(follow);
    expect(screen.getByRole('button', { name: 'Following Nova Labs - Spring 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('5 followers on Adlens')).toBeVisible();
    expect(services.calls.find((call) => call.path === '/v1/follows')?.input).toEqual({
      body: { kind: 'campaign', platform: 'native', target_id: 7 },
    });
    refuse(new ApiError({ message: 'You already follow this', type: 'error' }, 409));
    expect(
      await screen.findByRole('button', { name: 'Follow Nova Labs - Spring 1' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('4 followers on Adlens')).toBeVisible();
    expect(services.notifications).toEqual([
      expect.objectContaining({ type: 'error', message: 'You already follow this' }),
    ]);
  });

  it("makes the user's list of follows stale once the follow is made, so /following shows it", async () => {
    const { queryClient, services } = renderAt('/native/campaign/7', {
      handlers: {
        'POST /v1/follows': () =>
          fakeFollow({
            id: 31,
            kind: 'campaign',
            platform: 'native',
            name: 'Nova Labs - Spring 1',
            followers: 5,
          }),
      },
    });
    queryClient.setQueryData(FOLLOWS_KEY, { items: [] });
    await screen.findByText('4 followers on Adlens');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Follow Nova Labs - Spring 1' }));
    await waitFor(() => expect(queryClient.getQueryState(FOLLOWS_KEY)?.isInvalidated).toBe(true));
    expect(services.notifications).toEqual([]);
  });

  describe('follow preview', () => {
    const preview = () => screen.getByRole('group', { name: 'What following would have sent' });

    it('shows what following would have sent and the coverage, then hides once followed', async () => {
      let followed = false;
      const { services } = renderAt('/native/campaign/7', {
        handlers: {
          'GET /v1/follows/target/{kind}/{platform}/{id}': () =>
            followed
              ? { follow: { id: 31, delivery: 'instant' }, followers: 5 }
              : { follow: null, followers: 4 },
          'POST /v1/follows': () => fakeFollow({ id: 31, kind: 'campaign', platform: 'native' }),
        },
      });
      expect(
        await screen.findByText(
          'Over the last 30 days following would have sent 14: 9 new, 3 stopped, 2 landing',
        ),
      ).toBeVisible();
      expect(
        within(preview()).getByText('Data starts Nov 13: this covers 8 of 30 days'),
      ).toBeVisible();
      expect(
        services.calls
          .filter((call) => call.path === '/v1/follows/backtest')
          .map((call) => call.input),
      ).toEqual([
        { body: { kind: 'campaign', platform: 'native', target_id: 7, delivery: 'instant' } },
      ]);
      followed = true;
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: 'Follow Nova Labs - Spring 1' }));
      expect(screen.queryByRole('group', { name: 'What following would have sent' })).toBeNull();
      await waitFor(() =>
        expect(
          screen.getByRole('button', { name: 'Following Nova Labs - Spring 1' }),
        ).toBeEnabled(),
      );
      expect(screen.queryByRole('group', { name: 'What following would have sent' })).toBeNull();
    });

    it('says quietly that the preview is unavailable and retries on request', async () => {
      let fails = true;
      renderAt('/native/campaign/7', {
        handlers: {
          'POST /v1/follows/backtest': () => {
            if (fails) throw new ApiError({ message: 'Server error', type: 'error' }, 500);
            return followBacktest();
          },
        },
      });
      expect(await screen.findByText('Preview unavailable')).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      fails = false;
      await userEvent
        .setup()
        .click(within(preview()).getByRole('button', { name: 'Retry preview' }));
      expect(
        await within(preview()).findByText(/^Over the last 30 days following would have sent 14/),
      ).toBeVisible();
      expect(screen.queryByText('Preview unavailable')).toBeNull();
    });
  });
});
