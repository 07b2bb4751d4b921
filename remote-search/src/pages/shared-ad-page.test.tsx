import { ApiError } from '@adlens/shared-contracts';
import { screen } from '@testing-library/react';
import { sharedAd as sharedAdFixture } from '../testing/ad-fixtures';
import { renderSearchPage } from '../testing/render-search-page';
import * as SharedAdPage from './shared-ad-page';

const TOKEN = 'share-token-1';

function renderShared(sharedAd: () => unknown = () => ({ ad: sharedAdFixture(8) })) {
  return renderSearchPage(
    `/share/tiktok/ads/${TOKEN}`,
    { SharedAdPage },
    {
      user: null,
      handlers: {
        'GET /v1/{platform}/shared/ads/{token}': sharedAd,
        'GET /v1/{platform}/shared/ads/{token}/engagements': () => ({
          keys: ['likes'],
          points: [{ date: '2026-01-01', seen: 1, values: { likes: 10 } }],
        }),
      },
    },
  );
}

describe('shared ad page', () => {
  it('shows the ad and its engagements from one loading step', async () => {
    const { services } = renderShared();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ad number 8' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Engagement over time' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shoe Shop' })).not.toBeInTheDocument();
    expect(services.calls).toHaveLength(2);
  });

  it('shows the creative and the card facts, none of the paid research (decision 0024)', async () => {
    renderShared();
    expect(await screen.findByRole('region', { name: 'Creative' })).toBeInTheDocument();
    expect(screen.getByText('Run faster for less')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key stats' })).toBeInTheDocument();
    for (const paid of ['Targeting', 'Landing page', 'URL chain']) {
      expect(screen.queryByRole('region', { name: paid })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /campaign/ })).not.toBeInTheDocument();
  });

  it('goes to /404 for a link that no longer exists', async () => {
    const { router } = renderShared(() => {
      throw new ApiError({ message: 'This shared link does not exist', type: 'error' }, 404);
    });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
