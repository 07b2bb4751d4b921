import { ApiError } from '@adlens/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adDetail } from '../testing/ad-fixtures';
import { renderRoute } from '../testing/render-route';
import * as AdDetailPage from './ad-detail-page';

const handlers = {
  'GET /v1/{platform}/ads/{id}': () => ({
    ad: adDetail(5),
    credits: { charged: 1, remaining: 89 },
  }),
  'GET /v1/platform/url-chain/{id}': () => ({
    ad_id: 5,
    steps: [{ position: 1, kind: 'final', url: 'https://shop.example/sale', status_code: 200 }],
  }),
  'GET /v1/{platform}/ads/{id}/engagements': () => ({
    keys: ['likes'],
    points: [
      { date: '2026-01-01', seen: 1, values: { likes: 10 } },
      { date: '2026-01-08', seen: 4, values: { likes: 40 } },
    ],
  }),
};

const DETAIL = 'GET /v1/{platform}/ads/{id}';

function detailCalls(services: ReturnType<typeof renderDetail>['services']) {
  return services.calls.filter((call) => call.endpoint === DETAIL);
}

function renderDetail(credits: { credits: number; used_credits: number }, extra = {}) {
  return renderRoute('/:platform/ads/:id', AdDetailPage, '/tiktok/ads/5', {
    user: { subscription: { plan: 'Pro', renews_at: null, ...credits } },
    handlers: { ...handlers, ...extra },
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('ad detail page', () => {
  it('shows the credit cost before spending it, then the ad', async () => {
    const user = userEvent.setup();
    const { services } = renderDetail({ credits: 100, used_credits: 10 });
    expect(await screen.findByText(/You have 90 credits left/)).toBeInTheDocument();
    expect(detailCalls(services)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Open for 1 credit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ad number 5' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Engagement over time' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Engagement over time' });
    expect(within(table).getByRole('columnheader', { name: 'Likes' })).toBeInTheDocument();
    const chain = await screen.findByRole('region', { name: 'URL chain' });
    expect(
      await within(chain).findByRole('link', { name: 'https://shop.example/sale' }),
    ).toBeInTheDocument();
  });

  it('opens an ad paid for earlier in the session without asking again', async () => {
    const user = userEvent.setup();
    const first = renderDetail({ credits: 100, used_credits: 10 });
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    await screen.findByRole('heading', { level: 1, name: 'Ad number 5' });
    first.unmount();
    renderDetail({ credits: 100, used_credits: 11 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ad number 5' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open for/ })).not.toBeInTheDocument();
  });

  it('loads what is free before the confirmation and shows it once the ad is open', async () => {
    const user = userEvent.setup();
    const { services } = renderDetail({ credits: 100, used_credits: 10 });
    await screen.findByRole('button', { name: 'Open for 1 credit' });
    expect(services.calls.map((call) => call.endpoint).sort()).toEqual([
      'GET /v1/platform/url-chain/{id}',
      'GET /v1/{platform}/ads/{id}/engagements',
    ]);
    await user.click(screen.getByRole('button', { name: 'Open for 1 credit' }));
    expect(await screen.findByRole('figure', { name: 'Engagement over time' })).toBeInTheDocument();
    expect(services.calls).toHaveLength(3);
  });

  it('links the campaign the ad belongs to', async () => {
    const user = userEvent.setup();
    renderDetail(
      { credits: 100, used_credits: 10 },
      {
        'GET /v1/{platform}/ads/{id}': () => ({
          ad: { ...adDetail(5), campaign_id: 42 },
          credits: { charged: 1, remaining: 89 },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    expect(await screen.findByRole('link', { name: 'campaign 42' })).toHaveAttribute(
      'href',
      '/tiktok/campaign/42',
    );
  });

  it('goes to /404 for an ad that does not exist, before any confirmation', async () => {
    const { router, services } = renderDetail(
      { credits: 100, used_credits: 10 },
      {
        'GET /v1/{platform}/ads/{id}/engagements': () => {
          throw new ApiError({ message: 'Ad not found', type: 'error' }, 404);
        },
      },
    );
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(detailCalls(services)).toHaveLength(0);
  });

  it('shows no detail without remaining credits and links to the plans', async () => {
    const { services } = renderDetail({ credits: 10, used_credits: 10 });
    expect(await screen.findByText('You have no credits left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
    expect(screen.queryByRole('button', { name: /Open for/ })).not.toBeInTheDocument();
    expect(detailCalls(services)).toHaveLength(0);
  });

  it('explains a credit limit that the server reports', async () => {
    const user = userEvent.setup();
    renderDetail(
      { credits: 100, used_credits: 10 },
      {
        'GET /v1/{platform}/ads/{id}': () => {
          throw new ApiError(
            { message: 'Credit limit', type: 'error', modal_name: 'CREDIT_LIMIT', action: 'MODAL' },
            402,
          );
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Open for 1 credit' }));
    expect(await screen.findByText('You have no credits left')).toBeInTheDocument();
  });
});
