import { act, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { createFakeHostServices } from '../testing/fake-host-services';
import { renderWithServices } from '../testing/render-with-services';
import {
  HostServicesProvider,
  useAnalytics,
  useDevice,
  useEvent,
  useHostServices,
  useHumanVerification,
  useNavigation,
  useSession,
} from './host-services';

function CreditsBadge() {
  const { remainingCredits, creditsLimitReached } = useSession();
  return <p>{creditsLimitReached ? 'Credit limit reached' : `${remainingCredits} credits left`}</p>;
}

function DropdownWatcher() {
  const [open, setOpen] = useState(false);
  useEvent('dropdown:filters', (payload) => setOpen(payload.open));
  return <p>{open ? 'Filters open' : 'Filters closed'}</p>;
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

  it('useEvent follows the dropdown event named after its id', () => {
    const { services } = renderWithServices(<DropdownWatcher />);
    act(() => services.events.emit('dropdown:filters', { id: 'filters', open: true }));
    expect(screen.getByRole('paragraph').textContent).toBe('Filters open');
    act(() => services.events.emit('dropdown:sort', { id: 'sort', open: false }));
    expect(screen.getByRole('paragraph').textContent).toBe('Filters open');
  });

  it('useEvent unsubscribes on unmount', () => {
    const services = createFakeHostServices();
    const listener = jest.fn();
    const { unmount } = renderHook(() => useEvent('notification:show', listener), {
      wrapper: ({ children }) => (
        <HostServicesProvider value={services}>{children}</HostServicesProvider>
      ),
    });
    unmount();
    services.notify.show({ message: 'Saved' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('hand out the device fingerprint in the <webgl hash>_<canvas hash> shape', async () => {
    const services = createFakeHostServices({ fingerprint: 'gl-hash_canvas-hash' });
    const { result } = renderHook(() => useDevice(), {
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
        verification: useHumanVerification(),
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
