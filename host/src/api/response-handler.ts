import {
  type ErrorMeta,
  REDIRECT_TARGETS,
  ROUTE_PATHS,
  href,
  pathnameOf,
  redirectTargetPath,
} from '@adlens/shared-contracts';
import { type CallOptions, type Notification } from '@adlens/shared-contracts/react';

export const SESSION_EXPIRED_MESSAGE = 'You must to sign in again';
export const NO_META_MESSAGE = 'Something went wrong!';

/** What the handler may do to the app; the host wires these to its store, router and toast. */
export interface ResponseEffects {
  notify(notification: Notification): void;
  navigate(path: string): void;
  /** Path, query and hash of the current location. */
  currentLocation(): string;
  clearSession(): void;
  markCreditLimitReached(): void;
  openCreditLimitDialog(): void;
  setInlineErrors(errors: ErrorMeta[]): void;
  /** A full page load (not a client-side navigation). */
  loadPage(path: string): void;
}

export interface FailedResponse {
  /** Parsed error meta, or null when the body had none. */
  meta: ErrorMeta | null;
  /** Whether the server sent a message (the schema fills in a default otherwise). */
  hasMessage: boolean;
  status: number;
  silent: boolean;
  handledByPage: CallOptions['handledByPage'];
}

/** Session expired: HTTP 401 or error meta code 403 (spec section 8). */
function isSessionExpired({ meta, status }: FailedResponse): boolean {
  return status === 401 || meta?.code === 403;
}

function redirectUnlessThere(effects: ResponseEffects, target: string) {
  if (pathnameOf(effects.currentLocation()) !== pathnameOf(target)) effects.navigate(target);
}

/** The one place that turns an error response into app behaviour (spec sections 4 and 8). */
export function handleFailedResponse(response: FailedResponse, effects: ResponseEffects): void {
  const { meta, silent, handledByPage = [] } = response;
  if (silent) return;
  const pageRedirects = handledByPage.includes('REDIRECT');
  if (isSessionExpired(response)) {
    effects.notify({ type: 'error', message: SESSION_EXPIRED_MESSAGE });
    effects.clearSession();
    if (!pageRedirects) {
      const back = effects.currentLocation();
      const onAuthPage = pathnameOf(back).startsWith(href('authentication'));
      redirectUnlessThere(
        effects,
        onAuthPage ? REDIRECT_TARGETS.SIGNIN : href('signIn', undefined, { redirect: back }),
      );
    }
    return;
  }
  if (!meta) {
    effects.notify({ type: 'error', message: NO_META_MESSAGE });
    return;
  }
  if (meta.code === 200 && !response.hasMessage) {
    effects.loadPage(ROUTE_PATHS.serverError);
    return;
  }
  switch (meta.action) {
    case 'SNACKBAR':
      if (!handledByPage.includes('SNACKBAR')) {
        effects.notify({ type: meta.type, message: meta.message, duration: meta.timeout });
      }
      return;
    case 'INLINE':
      effects.setInlineErrors([meta]);
      return;
    case 'REDIRECT':
      if (!pageRedirects) redirectUnlessThere(effects, redirectTargetPath(meta.to));
      return;
    case 'REDIRECT_WITH_LOGOUT':
      effects.clearSession();
      if (!pageRedirects) redirectUnlessThere(effects, redirectTargetPath(meta.to));
      return;
    case 'MODAL':
      if (meta.modal_name === 'CREDIT_LIMIT') {
        effects.markCreditLimitReached();
        if (!handledByPage.includes('MODAL')) effects.openCreditLimitDialog();
      } else {
        effects.notify({ type: meta.type, message: meta.message });
      }
      return;
    default:
      effects.notify({ type: 'error', message: meta.message });
  }
}
