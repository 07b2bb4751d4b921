import { resolveShortLink } from '@adlens/shared-contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';

/**
 * `/r/...` (spec section 2). The target route's own guards apply after the redirect, so targets
 * need login except the two authentication pages, as the spec lists them.
 */
export function shortLinkLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  const target = resolveShortLink(url.pathname, url.search);
  // `/r/*` only matches short links; resolve never returns null for them.
  return redirect(target?.path ?? '/');
}
