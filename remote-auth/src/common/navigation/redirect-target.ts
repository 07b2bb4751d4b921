import { REDIRECT_TARGETS, type RedirectTarget, safeRedirectPath } from '@adlens/shared-contracts';

function isNamedTarget(value: string): value is RedirectTarget {
  return Object.hasOwn(REDIRECT_TARGETS, value);
}

/** The path of an error meta `to`: a named target (EMAIL_CONFIRM) or a same-origin path. */
export function redirectTargetPath(to: string | undefined): string {
  if (!to) return REDIRECT_TARGETS.SIGNIN;
  if (isNamedTarget(to)) return REDIRECT_TARGETS[to];
  return safeRedirectPath(to);
}

/** Where to go after signing in: the sanitized `redirect` query, or the dashboard. */
export function afterSignInPath(searchParams: URLSearchParams): string {
  return safeRedirectPath(searchParams.get('redirect'));
}
