import {
  type ScreenService,
  type ScreenState,
  screenStateFor,
} from '@adlens/shared-contracts/react';

/** Where the width comes from: the app's container, and a way to hear that it resized. */
export interface ScreenSource {
  width(): number;
  /** Calls `onResize` after each resize; returns the function that stops observing. */
  observe(onResize: () => void): () => void;
}

/**
 * The app's container element: its width, observed with ResizeObserver (window resize otherwise).
 * While a painted page stands in for the app (decision 0041) the container is hidden and has no
 * width; the app will take its parent's, so that is read: a hidden root read as 0 px made a desktop
 * visitor "mobile", and the mobile guard sent the first sign-in to the search instead of the dashboard.
 */
export function containerSource(element: HTMLElement): ScreenSource {
  return {
    width: () => (element.hidden ? (element.parentElement ?? element) : element).clientWidth,
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
