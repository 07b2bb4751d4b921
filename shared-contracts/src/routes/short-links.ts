import { PLATFORMS, isPlatform } from '../platforms';
import { href } from './href';

export const SHORT_LINK_PREFIX = '/r/';

export interface ShortLinkTarget {
  /** Where the short link goes, with the incoming query carried over. */
  readonly path: string;
  /** Spec section 2: every target needs login except the two authentication pages. */
  readonly requiresLogin: boolean;
}

/** The named short links of spec section 2 (the `{platform}-search` links are built below). */
export const SHORT_LINKS = {
  dashboard: { path: href('dashboard'), requiresLogin: true },
  'plans-select': { path: href('planSelect'), requiresLogin: true },
  downloads: { path: href('downloads'), requiresLogin: true },
  'signup-confirm-email': { path: href('confirmEmail'), requiresLogin: false },
  'reset-password-verify-code': { path: href('verifyCode'), requiresLogin: false },
} as const satisfies Record<string, ShortLinkTarget>;

const FIRST_PLATFORM = PLATFORMS[0];
const PLATFORM_SEARCH_SUFFIX = '-search';

/**
 * Resolves `/r/<name>` (spec section 2, "Root and short links") to its target, or null when `path`
 * is not a short link. The query is kept, because links in e-mails carry their data there
 * (e-mail and code of the confirm and verify pages); `/r/{platform}-search` also sets
 * `platform`. Any other name, `/r/search` included, goes to the first platform's search page.
 */
export function resolveShortLink(path: string, search: string): ShortLinkTarget | null {
  if (!path.startsWith(SHORT_LINK_PREFIX)) return null;
  const name = path.slice(SHORT_LINK_PREFIX.length).replace(/\/+$/, '');
  const query = new URLSearchParams(search);
  const named = Object.entries(SHORT_LINKS).find(([key]) => key === name)?.[1];
  if (named) return { path: withQuery(named.path, query), requiresLogin: named.requiresLogin };
  const platform = name.endsWith(PLATFORM_SEARCH_SUFFIX)
    ? name.slice(0, -PLATFORM_SEARCH_SUFFIX.length)
    : null;
  if (isPlatform(platform)) {
    query.set('platform', platform);
    return { path: withQuery(href('platformSearch', { platform }), query), requiresLogin: true };
  }
  return {
    path: withQuery(href('platformSearch', { platform: FIRST_PLATFORM }), query),
    requiresLogin: true,
  };
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
