import { type AddressChanges, startReplayOnCleanAddress } from './replay-start';

function fakeAddressChanges() {
  let listener: ((href: string) => void) | undefined;
  const unsubscribe = jest.fn(() => {
    listener = undefined;
  });
  const subscribe: AddressChanges = (next) => {
    listener = next;
    return unsubscribe;
  };
  return { subscribe, unsubscribe, navigate: (href: string) => listener?.(href) };
}

describe('startReplayOnCleanAddress', () => {
  it('starts recording at once on an address without a credential', () => {
    const start = jest.fn();
    const changes = fakeAddressChanges();
    startReplayOnCleanAddress(start, 'https://app.example/meta/search?q=shoes', changes.subscribe);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits on a confirm link until the page has replaced its token', () => {
    const start = jest.fn();
    const changes = fakeAddressChanges();
    startReplayOnCleanAddress(
      start,
      'https://app.example/authentication/confirm-email?token=abc123',
      changes.subscribe,
    );
    expect(start).not.toHaveBeenCalled();

    changes.navigate('https://app.example/authentication/reset-password/new-password/t0k3n');
    expect(start).not.toHaveBeenCalled();

    changes.navigate('https://app.example/meta/search');
    expect(start).toHaveBeenCalledTimes(1);
    expect(changes.unsubscribe).toHaveBeenCalledTimes(1);

    changes.navigate('https://app.example/meta/ads/1');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
