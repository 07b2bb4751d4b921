import { REMOTE_HEALTH_URL } from '@adlens/shared-contracts';
import type { SendHealth } from './remote-health';

/**
 * Sends health reports to the same-origin intake, which reads the bucket cookie the page session
 * is bound to. A page being hidden uses `sendBeacon` (it outlives the page); otherwise, or when
 * the beacon is refused, `fetch` with `keepalive`. Monitoring never breaks the page.
 */
export function healthSender(
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): SendHealth {
  return (report, final) => {
    const body = JSON.stringify(report);
    if (final && typeof nav?.sendBeacon === 'function') {
      if (nav.sendBeacon(REMOTE_HEALTH_URL, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetchImpl(REMOTE_HEALTH_URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  };
}

/**
 * Flushes when the page is hidden (a tab switched away or closed, a navigation away): the last
 * moment a page is sure to run. Counts uncaught errors against the remote on screen.
 */
export function watchPage(
  health: { flush: () => void; pageError: () => void },
  win: Pick<Window, 'addEventListener'> = window,
  doc: Pick<Document, 'addEventListener' | 'visibilityState'> = document,
): void {
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') health.flush();
  });
  win.addEventListener('pagehide', () => health.flush());
  win.addEventListener('error', () => health.pageError());
  win.addEventListener('unhandledrejection', () => health.pageError());
}
