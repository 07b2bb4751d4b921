import { safeRedirectPath } from '@adlens/shared-contracts';

/** Where to go after signing in: the sanitized `redirect` query, or the dashboard. */
export function afterSignInPath(searchParams: URLSearchParams): string {
  return safeRedirectPath(searchParams.get('redirect'));
}
