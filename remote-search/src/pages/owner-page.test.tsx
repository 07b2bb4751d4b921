import { ApiError } from '@adlens/shared-contracts';
import { screen, within } from '@testing-library/react';
import { adPage, ownerDetail, searchFilterSet } from '../testing/ad-fixtures';
import { renderRoute } from '../testing/render-route';
import * as OwnerPage from './owner-page';

function renderOwner(url: string, owner: () => unknown = () => ownerDetail(7)) {
  return renderRoute('/:platform/owner/:id', OwnerPage, url, {
    handlers: {
      'GET /v1/{platform}/owner/{id}': owner,
      'GET /v1/filters/{platform}/owner': () => searchFilterSet(),
      'POST /v1/{platform}/ads/owner/{id}': () => adPage([4, 5]),
    },
  });
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
});
