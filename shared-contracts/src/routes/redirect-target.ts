import { REDIRECT_TARGETS, type RedirectTarget } from '../errors/error-meta';
import { safeRedirectPath } from './safe-redirect';

function isNamedTarget(value: string): value is RedirectTarget {
  return Object.hasOwn(REDIRECT_TARGETS, value);
}

/**
 * Resolves an error meta's `to`: a named target (spec section 8 shortcuts) or a same-origin path.
 * A missing target is sign-in; a hostile one (absolute, protocol-relative, script...) the dashboard.
 */
export function redirectTargetPath(to: string | undefined): string {
  if (!to) return REDIRECT_TARGETS.SIGNIN;
  if (isNamedTarget(to)) return REDIRECT_TARGETS[to];
  return safeRedirectPath(to, REDIRECT_TARGETS.DASHBOARD);
}
