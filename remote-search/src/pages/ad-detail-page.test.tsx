import { ApiError } from '@adlens/shared-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adCard, adDetail } from '../testing/ad-fixtures';
import { renderSearchPage } from '../testing/render-search-page';
import * as AdDetailPage from './ad-detail-page';

const DETAIL = 'GET /v1/{platform}/ads/{id}';
const PREVIEW = 'GET /v1/{platform}/ads/{id}/preview';
const EVIDENCE = 'GET /v1/{platform}/ads/{id}/evidence';

const unpaid = () => ({ ad: adCard(5), paid: false, cost: 1 });
const paidBefore = () => ({ ad: adCard(5), paid: true, cost: 0 });

const handlers = {
  [PREVIEW]: unpaid,
  [DETAIL]: () => ({ ad: adDetail(5), credits: { charged: 1, remaining: 89 } }),
  'GET /v1/platform/url-chain/{id}': () => ({
    ad_id: 5,
    steps: [{ position: 1, kind: 'final', url: 'https://shop.example/sale', status_code: 200 }],
  }),
  'GET /v1/{platform}/ads/{id}/tags': () => ({
    ad_id: 5,
    media_type: 'image',
    texts: { headline: null, copy: null, cta: null, on_image_text: null, transcript: null },
    tags: [],
  }),
  'GET /v1/{platform}/ads/{id}/engagements': () => ({
    keys: ['likes'],
    points: [
      { date: '2026-01-01', seen: 1, values: { likes: 10 } },
      { date: '2026-01-08', seen: 4, values: { likes: 40 } },
    ],
  }),
};

type Rendered = ReturnType<typeof renderDetail>;

function detailCalls({ services }: Rendered) {
  return services.calls.filter((call) => call.endpoint === DETAIL);
}

function renderDetail(credits: { credits: number; used_credits: number }, extra = {}) {
  return renderSearchPage(
    '/tiktok/ads/5',
    { AdDetailPage },
    {
      user: { subscription: { plan: 'Pro', renews_at: null, ...credits } },
      handlers: { ...handlers, ...extra },
    },
  );
}

const WITH_CREDITS = { credits: 100, used_credits: 10 };
const NO_CREDITS = { credits: 10, used_credits: 10 };

describe('ad detail page before paying', () => {
  it('shows the free preview beside the cost and the credits left, and spends nothing', async () => {
    const page = renderDetail(WITH_CREDITS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ad number 5' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thumbnail of Ad number 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shoe Shop' })).toHaveAttribute(
      'href',
      '/tiktok/owner/7',
    );
    expect(screen.getByText('TikTok')).toBeInTheDocument();
    const cost = screen.getByRole('region', { name: 'Open the full detail' });
    expect(within(cost).getByText('This costs 1 credit; you have 90 credits left.')).toBeVisible();
    expect(within(cost).getByRole('group', { name: 'Credits left' })).toHaveTextContent('90');
    expect(within(cost).getByRole('button', { name: 'Open for 1 credit' })).toBeEnabled();
    // The URL chain and the engagement history are parts of the paid detail (decision 0024);
    // the byline's follow toggle asks only whether the user follows the advertiser, and the
    // state's evidence line is as free as the state it explains (decision 0065).
    expect(
      page.services.calls
        .map((call) => call.endpoint)
        .filter((endpoint) => !endpoint.startsWith('GET /v1/follows/target/'))
        .filter((endpoint) => endpoint !== EVIDENCE),
    ).toEqual([PREVIEW]);
    expect(page.services.tracked).toEqual([]);
  });

  it('spends on confirm, then shows the creative beside the facts and tracks the cost', async () => {
    const user = userEvent.setup();
    const page = renderDetail(WITH_CREDITS);
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    const opened = await screen.findByRole('region', { name: 'Full detail' });
    expect(opened).toHaveFocus();
    expect(within(opened).getByRole('region', { name: 'Creative' })).toBeInTheDocument();
    expect(within(opened).getByRole('region', { name: 'Key stats' })).toBeInTheDocument();
    const targeting = within(opened).getByRole('region', { name: 'Targeting' });
    expect(within(targeting).getByText('US 70%')).toBeInTheDocument();
    expect(within(targeting).getByText('Male 50%, female 45%')).toBeInTheDocument();
    // The history is part of the paid detail: it loads once the detail is open.
    expect(
      await within(opened).findByRole('figure', { name: 'Engagement over time' }),
    ).toBeVisible();
    const table = within(opened).getByRole('table', { name: 'Engagement over time' });
    expect(within(table).getByRole('columnheader', { name: 'Likes' })).toBeInTheDocument();
    const chain = await screen.findByRole('region', { name: 'URL chain' });
    expect(
      await within(chain).findByRole('link', { name: 'https://shop.example/sale' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open for/ })).not.toBeInTheDocument();
    expect(detailCalls(page)).toHaveLength(1);
    expect(page.services.tracked).toEqual([
      { event: 'ad_opened', data: { platform: 'tiktok', ad_id: 5, cost: 1 } },
    ]);
  });

  it('goes to /404 for an ad that does not exist, before any confirmation', async () => {
    const page = renderDetail(WITH_CREDITS, {
      [PREVIEW]: () => {
        throw new ApiError({ message: 'Ad not found', type: 'error' }, 404);
      },
    });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/404');
    expect(detailCalls(page)).toHaveLength(0);
  });

  it('shows an error with a retry when the preview does not arrive', async () => {
    const user = userEvent.setup();
    let online = false;
    renderDetail(WITH_CREDITS, {
      [PREVIEW]: () => {
        if (!online) throw new Error('Network down');
        return unpaid();
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ad could not be loaded');
    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Open for 1 credit' })).toBeInTheDocument();
  });
});

describe('ad detail page of an ad paid for before', () => {
  it('opens with no confirm step and no charge, and tracks a cost of 0', async () => {
    const page = renderDetail(WITH_CREDITS, {
      [PREVIEW]: paidBefore,
      [DETAIL]: () => ({ ad: adDetail(5), credits: { charged: 0, remaining: 90 } }),
    });
    expect(await screen.findByRole('region', { name: 'Full detail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open for/ })).not.toBeInTheDocument();
    expect(detailCalls(page)).toHaveLength(1);
    expect(page.services.tracked).toEqual([
      { event: 'ad_opened', data: { platform: 'tiktok', ad_id: 5, cost: 0 } },
    ]);
  });

  it('says it opens at no cost while the detail loads', async () => {
    let answer: (value: unknown) => void = () => {};
    renderDetail(WITH_CREDITS, {
      [PREVIEW]: paidBefore,
      [DETAIL]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You opened this ad before: opening it again at no cost…',
    );
    expect(screen.queryByRole('button', { name: /Open for/ })).not.toBeInTheDocument();
    act(() => answer({ ad: adDetail(5), credits: { charged: 0, remaining: 90 } }));
    expect(await screen.findByRole('region', { name: 'Full detail' })).toBeInTheDocument();
  });
});

describe('ad detail page without credits', () => {
  it('shows the preview, no detail, and links to the plans', async () => {
    const page = renderDetail(NO_CREDITS);
    expect(await screen.findByText('You have no credits left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ad number 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
    expect(screen.queryByRole('button', { name: /Open for/ })).not.toBeInTheDocument();
    expect(detailCalls(page)).toHaveLength(0);
    expect(page.services.tracked).toEqual([]);
  });

  it('does not open an ad paid for before either (spec: credits above zero)', async () => {
    const page = renderDetail(NO_CREDITS, { [PREVIEW]: paidBefore });
    expect(await screen.findByText('You have no credits left')).toBeInTheDocument();
    expect(screen.getByText(/even for an ad you opened before/)).toBeInTheDocument();
    expect(detailCalls(page)).toHaveLength(0);
  });

  it('explains a credit limit that the server reports', async () => {
    const user = userEvent.setup();
    const page = renderDetail(WITH_CREDITS, {
      [DETAIL]: () => {
        throw new ApiError(
          { message: 'Credit limit', type: 'error', modal_name: 'CREDIT_LIMIT', action: 'MODAL' },
          402,
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    expect(await screen.findByText('You have no credits left')).toBeInTheDocument();
    expect(page.services.tracked).toEqual([]);
  });
});

describe('ad detail page once open', () => {
  it('links the campaign the ad belongs to', async () => {
    const user = userEvent.setup();
    renderDetail(WITH_CREDITS, {
      [DETAIL]: () => ({
        ad: { ...adDetail(5), campaign_id: 42 },
        credits: { charged: 1, remaining: 89 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    expect(await screen.findByRole('link', { name: 'campaign 42' })).toHaveAttribute(
      'href',
      '/tiktok/campaign/42',
    );
  });

  it('shows a failed opening with a retry that opens the ad', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderDetail(WITH_CREDITS, {
      [DETAIL]: () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError({ message: 'Upstream trouble', type: 'error' }, 502);
        return { ad: adDetail(5), credits: { charged: 0, remaining: 89 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ad could not be opened');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Full detail' })).toBeInTheDocument();
  });

  it('opens again without asking when the user comes back to a paid ad', async () => {
    const user = userEvent.setup();
    let views = 0;
    const page = renderDetail(WITH_CREDITS, {
      [DETAIL]: () => {
        views += 1;
        return { ad: adDetail(5), credits: { charged: views === 1 ? 1 : 0, remaining: 89 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    await screen.findByRole('region', { name: 'Full detail' });
    await act(() => page.router.navigate('/tiktok/search'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    await act(() => page.router.navigate(-1));
    expect(await screen.findByRole('region', { name: 'Full detail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open for/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(page.services.tracked.map((event) => event.data.cost)).toEqual([1, 0]),
    );
  });
});

describe('ad detail page: why the ad holds its state', () => {
  it('shows the latest crawl evidence line beside the active or inactive state, before paying', async () => {
    renderDetail(WITH_CREDITS, {
      [PREVIEW]: () => ({ ad: { ...adCard(5), is_active: false }, paid: false, cost: 1 }),
      [EVIDENCE]: () => ({
        items: [
          {
            ad_id: 5,
            kind: 'stopped',
            day: '2026-11-04',
            line: 'not seen in 2 complete crawls since Nov 2',
            runs: [
              { run_id: 4, day: '2026-11-04', complete: true, pages_read: 2, cap_hit: false },
              { run_id: 3, day: '2026-11-03', complete: true, pages_read: 2, cap_hit: false },
            ],
          },
          {
            ad_id: 5,
            kind: 'new_ad',
            day: '2026-10-20',
            line: 'first seen Oct 20 in a complete crawl',
            runs: [{ run_id: 1, day: '2026-10-20', complete: true, pages_read: 1, cap_hit: false }],
          },
        ],
      }),
    });
    const line = await screen.findByText('Stopped: not seen in 2 complete crawls since Nov 2');
    // Beside the state it explains, in the byline under the title.
    const byline = line.parentElement;
    if (!byline) throw new Error('the line stands alone');
    expect(within(byline).getByText('Inactive')).toBeVisible();
    expect(screen.queryByText(/first seen Oct 20/)).toBeNull();
  });

  it('shows the state alone for an ad the crawls never changed', async () => {
    const page = renderDetail(WITH_CREDITS, { [EVIDENCE]: () => ({ items: [] }) });
    await screen.findByRole('heading', { level: 1, name: 'Ad number 5' });
    await waitFor(() =>
      expect(page.services.calls.map((call) => call.endpoint)).toContain(EVIDENCE),
    );
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.queryByText(/not seen in|first seen|seen again/)).toBeNull();
  });
});
