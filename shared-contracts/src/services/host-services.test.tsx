import { act, renderHook, screen } from '@testing-library/react';
import { createFakeHostServices } from '../testing/fake-host-services';
import { renderWithServices } from '../testing/render-with-services';
import {
  HostServicesProvider,
  useAnalytics,
  useHostServices,
  useNavigation,
  useSession,
} from './host-services';

function CreditsBadge() {
  const { remainingCredits, creditsLimitReached } = useSession();
  return <p>{creditsLimitReached ? 'Credit limit reached' : `${remainingCredits} credits left`}</p>;
}

describe('host service hooks', () => {
  it('explain that they need the provider when used outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useHostServices())).toThrow(
      'useHostServices must be used inside <HostServicesProvider> (host or harness).',
    );
  });

  it('useSession re-renders when the credits limit is reached', () => {
    const { services } = renderWithServices(<CreditsBadge />);
    expect(screen.getByRole('paragraph').textContent).toBe('90 credits left');
    act(() => services.reachCreditsLimit());
    expect(screen.getByRole('paragraph').textContent).toBe('Credit limit reached');
  });

  it('hand out the device fingerprint in the <webgl hash>_<canvas hash> shape', async () => {
    const services = createFakeHostServices({ fingerprint: 'gl-hash_canvas-hash' });
    const { result } = renderHook(() => useHostServices().device, {
      wrapper: ({ children }) => (
        <HostServicesProvider value={services}>{children}</HostServicesProvider>
      ),
    });
    await expect(result.current.fingerprint()).resolves.toBe('gl-hash_canvas-hash');
    await expect(createFakeHostServices().device.fingerprint()).resolves.toMatch(
      /^[0-9a-f]{64}_[0-9a-f]{64}$/,
    );
  });

  it('hand out the navigation, analytics and human-verification services', async () => {
    const services = createFakeHostServices();
    const { result } = renderHook(
      () => ({
        navigation: useNavigation(),
        analytics: useAnalytics(),
        verification: useHostServices().humanVerification,
      }),
      {
        wrapper: ({ children }) => (
          <HostServicesProvider value={services}>{children}</HostServicesProvider>
        ),
      },
    );
    result.current.navigation.navigate('/plans/select');
    result.current.analytics.track('search_run', {
      platform: 'meta',
      keyword: 'shoes',
      filters: 0,
    });
    await expect(result.current.verification.getToken('login')).resolves.toBe(
      'fake-verification-token:login',
    );
    expect(services.navigations).toEqual(['/plans/select']);
    expect(services.tracked).toEqual([
      { event: 'search_run', data: { platform: 'meta', keyword: 'shoes', filters: 0 } },
    ]);
    expect(services.verifications).toEqual(['login']);
  });
});
