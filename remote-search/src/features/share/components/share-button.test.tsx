import { ApiError } from '@adlens/shared-contracts';
import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { renderWithServices } from '@adlens/shared-contracts/testing/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ShareButton } from './share-button';

function renderShare(share: FakeHandler) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderWithServices(<ShareButton platform="meta" adId={12} />, {
    wrapper,
    fake: { handlers: { 'POST /v1/platform/shared/ads': share } },
  });
}

describe('share button tag event', () => {
  it('tracks the share once the public link was made', async () => {
    const { services } = renderShare(() => ({ token: 'abc123', platform: 'meta', path: '/s/abc' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('status', { name: 'Share link' })).toHaveTextContent(
      '/share/meta/ads/abc123',
    );
    expect(services.tracked).toEqual([{ event: 'share', data: { platform: 'meta', ad_id: 12 } }]);
  });

  it('tracks nothing when the link could not be made', async () => {
    const { services } = renderShare(() => {
      throw new ApiError({ message: 'Sharing is off', type: 'error' }, 500);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(services.notifications).toContainEqual(
        expect.objectContaining({ type: 'error', message: 'Sharing is off' }),
      ),
    );
    expect(services.tracked).toEqual([]);
  });
});
