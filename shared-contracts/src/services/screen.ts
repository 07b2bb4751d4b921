import { isMobileWidth } from '../routes/mobile';

/** Spec section 3, screen state: from the width of the app's container (mobile below 950 px). */
export interface ScreenState {
  readonly isMobile: boolean;
  readonly isDesktop: boolean;
}

/**
 * The container's screen state, owned by the host: the mobile guard and every layout that changes
 * on mobile read this one source.
 */
export interface ScreenService {
  getState(): ScreenState;
  /** Calls `listener` after every change of the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const MOBILE: ScreenState = Object.freeze({ isMobile: true, isDesktop: false });
const DESKTOP: ScreenState = Object.freeze({ isMobile: false, isDesktop: true });

/** The one rule: a container narrower than the breakpoint is mobile, any other is desktop. */
export function screenStateFor(containerWidthPx: number): ScreenState {
  // Two shared objects, so that an unchanged state keeps its identity for subscribers.
  return isMobileWidth(containerWidthPx) ? MOBILE : DESKTOP;
}
