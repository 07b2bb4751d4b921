import {
  type CallOptions,
  type ErrorMeta,
  type Notification,
  REDIRECT_TARGETS,
  type RedirectTarget,
  safeRedirectPath,
} from '@adlens/shared-contracts';

export const SESSION_EXPIRED_MESSAGE = 'You must to sign in again';
export const NO_META_MESSAGE = 'Something went wrong!';

/** What the handler may do to the app; the host wires these to its store, router and toast. */
export interface ResponseEffects {
  notify(notification: Notification): void;
  navigate(path: string): void;
  currentPath(): string;
  clearSession(): void;
  markCreditLimitReached(): void;
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

function isNamedTarget(value: string): value is RedirectTarget {
  return Object.hasOwn(REDIRECT_TARGETS, value);
}

/** Resolves a meta `to`: a named target, or a same-origin path (anything else goes to sign-in). */
export function redirectTargetPath(to: string | undefined): string {
  if (!to) return REDIRECT_TARGETS.SIGNIN;
  if (isNamedTarget(to)) return REDIRECT_TARGETS[to];
  return safeRedirectPath(to, REDIRECT_TARGETS.DASHBOARD);
}

/** The one place that turns an error response into app behaviour (spec sections 4 and 8). */
export function handleFailedResponse(response: FailedResponse, effects: ResponseEffects): void {
  const { meta, silent, handledByPage = [] } = response;
  if (silent) return;
  if (!meta) {
    effects.notify({ type: 'error', message: NO_META_MESSAGE });
    return;
  }
  if (meta.code === 403 || response.status === 401) {
    effects.notify({ type: 'error', message: SESSION_EXPIRED_MESSAGE });
    effects.clearSession();
    effects.navigate(REDIRECT_TARGETS.SIGNIN);
    return;
  }
  if (meta.code === 200 && !response.hasMessage) {
    effects.loadPage('/500');
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
    case 'REDIRECT': {
      const target = redirectTargetPath(meta.to);
      if (!handledByPage.includes('REDIRECT') && effects.currentPath() !== target) {
        effects.navigate(target);
      }
      return;
    }
    case 'REDIRECT_WITH_LOGOUT': {
      effects.clearSession();
      const target = redirectTargetPath(meta.to);
      if (effects.currentPath() !== target) effects.navigate(target);
      return;
    }
    case 'MODAL':
      if (meta.modal_name === 'CREDIT_LIMIT') effects.markCreditLimitReached();
      else effects.notify({ type: meta.type, message: meta.message });
      return;
    default:
      effects.notify({ type: 'error', message: meta.message });
  }
}
