import type { ErrorMeta } from './error-meta';

/**
 * An item of the host's errors list (spec section 3): an INLINE error meta with an id. It lives with the
 * error meta, not with the hook that reads it, so that the event map can name it without importing
 * services (which import the event bus).
 */
export interface InlineError extends ErrorMeta {
  readonly id: string;
}
