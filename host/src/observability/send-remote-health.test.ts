import { REMOTE_HEALTH_URL } from '@adlens/shared-contracts';
import { healthSender, watchPage } from './send-remote-health';

const report = { pageSession: 'token', remotes: [] };

describe('sending remote health', () => {
  it('uses a beacon when the page is hidden, and fetch with keepalive otherwise or when refused', () => {
    const sendBeacon = jest.fn(() => true);
    const fetchImpl = jest.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    const send = healthSender({ sendBeacon }, fetchImpl);
    send(report, true);
    expect(sendBeacon).toHaveBeenCalledWith(REMOTE_HEALTH_URL, expect.any(Blob));
    expect(fetchImpl).not.toHaveBeenCalled();
    send(report, false);
    sendBeacon.mockReturnValueOnce(false);
    send(report, true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith(
      REMOTE_HEALTH_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(report) }),
    );
  });

  it('flushes when the page is hidden or left, and counts uncaught errors', () => {
    const health = { flush: jest.fn(), pageError: jest.fn() };
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    });
    watchPage(health, win as unknown as Window, doc as unknown as Document);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(health.flush).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    expect(health.flush).toHaveBeenCalledTimes(2);
    win.dispatchEvent(new Event('error'));
    win.dispatchEvent(new Event('unhandledrejection'));
    expect(health.pageError).toHaveBeenCalledTimes(2);
  });
});
