/** Resolves after the first contentful paint once the main thread is idle, or after `fallbackMs`. */
export function afterFirstPaint(fallbackMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(finish, { timeout: 1_000 });
      } else {
        setTimeout(finish, 0);
      }
    };
    // A tab opened in the background never paints: monitoring still starts.
    setTimeout(finish, fallbackMs);
    const paintTimings =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!paintTimings) {
      whenIdle();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      whenIdle();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
