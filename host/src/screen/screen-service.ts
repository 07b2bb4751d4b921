import { type ScreenService, type ScreenState, screenStateFor } from '@adlens/shared-contracts';

/** Where the width comes from: the app's container, and a way to hear that it resized. */
export interface ScreenSource {
  width(): number;
  /** Calls `onResize` after each resize; returns the function that stops observing. */
  observe(onResize: () => void): () => void;
}

/** The app's container element: its width, observed with ResizeObserver (window resize otherwise). */
export function containerSource(element: HTMLElement): ScreenSource {
  return {
    width: () => element.clientWidth,
    observe(onResize) {
      if (typeof ResizeObserver === 'undefined') {
        window.addEventListener('resize', onResize);
        return () => window.removeEventListener('resize', onResize);
      }
      const observer = new ResizeObserver(() => onResize());
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
}

/**
 * The contract's screen service (spec section 3). It observes from the start, not only while a
 * component listens, because the mobile guard reads it on every navigation.
 */
export function createScreenService(source: ScreenSource): ScreenService {
  let state: ScreenState = screenStateFor(source.width());
  const listeners = new Set<() => void>();
  source.observe(() => {
    const next = screenStateFor(source.width());
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  });
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
