import { ApiError } from '@adlens/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adPage, ownerDetail, searchFilterSet } from '../testing/ad-fixtures';
import { renderSearchPage } from '../testing/render-search-page';
import * as OwnerPage from './owner-page';

function renderOwner(
  url: string,
  owner: () => unknown = () => ownerDetail(7),
  handlers: Record<string, () => unknown> = {},
) {
  return renderSearchPage(
    url,
    { OwnerPage },
    {
      handlers: {
        'GET /v1/{platform}/owner/{id}': owner,
        'GET /v1/filters/{platform}/owner': () => searchFilterSet(),
        'POST /v1/{platform}/ads/owner/{id}': () => adPage([4, 5]),
        'GET /v1/{platform}/owners/{id}/landing-history': () => ({
          owner_id: 7,
          pages: [],
          more_pages: 0,
          unopened_pages: 0,
        }),
        ...handlers,
      },
    },
  );
}

describe('owner page', () => {
  it('shows the advertiser and their ads, filtered by the URL', async () => {
    const { services } = renderOwner('/tiktok/owner/7?ctas=Shop+Now');
    expect(await screen.findByRole('heading', { level: 1, name: /Shoe Shop/ })).toBeInTheDocument();
    const ads = screen.getByRole('region', { name: 'Owner ads' });
    expect(within(ads).getByRole('article', { name: 'Ad number 4' })).toBeInTheDocument();
    const search = services.calls.filter(
      (call) => call.endpoint === 'POST /v1/{platform}/ads/owner/{id}',
    );
    expect(search).toHaveLength(1);
    expect(search[0]?.path).toBe('/v1/tiktok/ads/owner/7');
    expect(search[0]?.input.body).toMatchObject({ ctas: ['Shop Now'], page: 1 });
  });

  it('shows the figures as tiles, initials without a picture, and domains linked to their analytics', async () => {
    renderOwner('/tiktok/owner/7');
    const header = await screen.findByRole('heading', { level: 1, name: /Shoe Shop/ });
    expect(within(header).getByText('SS')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Active ads' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Followers' })).toHaveTextContent('1.2K');
    const domains = screen.getByRole('list', { name: 'Domains' });
    expect(within(domains).getByRole('link', { name: 'shop.example' })).toHaveAttribute(
      'href',
      '/tiktok/analytics/shop.example',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'TikTok search' })).toHaveAttribute(
      'href',
      '/tiktok/search',
    );
  });

  it('shows the first countries and the rest behind "+N more"', async () => {
    const countries = Array.from({ length: 15 }, (_, index) => `C${index}`);
    renderOwner('/tiktok/owner/7', () => ({ ...ownerDetail(7), countries }));
    const list = await screen.findByRole('list', { name: 'Countries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const more = screen.getByRole('button', { name: '+3 more countries' });
    await userEvent.setup().click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(more).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes to /404 for an advertiser that does not exist', async () => {
    const { router } = renderOwner('/tiktok/owner/9', () => {
      throw new ApiError({ message: 'Owner not found', type: 'error' }, 404);
    });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('says so when the advertiser link is not valid', async () => {
    const { services } = renderOwner('/tiktok/owner/abc');
    expect(await screen.findByText('This advertiser link is not valid.')).toBeInTheDocument();
    expect(services.calls).toHaveLength(0);
  });

  it('shows below the follow button what following the advertiser would have sent', async () => {
    const { services } = renderOwner('/tiktok/owner/7', undefined, {
      'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({ follow: null, followers: 2 }),
      'POST /v1/follows/backtest': () => ({
        days: 30,
        from: '2026-10-30',
        to: '2026-11-28',
        covered_from: '2026-10-30',
        covered_days: 30,
        changes: { new_ad: 2, stopped: 1, landing_changed: 0, new_country: 0 },
        total: 3,
        alerts: 3,
        held: 0,
      }),
    });
    const preview = await screen.findByRole('group', { name: 'What following would have sent' });
    expect(
      await within(preview).findByText(
        'Over the last 30 days following would have sent 3: 2 new, 1 stopped',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow Shoe Shop' })).toBeVisible();
    expect(
      services.calls.find((call) => call.endpoint === 'POST /v1/follows/backtest')?.input,
    ).toEqual({ body: { kind: 'owner', platform: 'tiktok', target_id: 7, delivery: 'instant' } });
  });
});
