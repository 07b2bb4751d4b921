import { isPlatform } from '../platforms';
import { ROUTE_PATHS, type RouteId } from './paths';

export interface RouteMatch {
  readonly id: RouteId;
  readonly params: Readonly<Record<string, string>>;
}

const ROUTES = (Object.keys(ROUTE_PATHS) as RouteId[]).map((id) => ({
  id,
  segments: splitPath(ROUTE_PATHS[id]),
}));

/** The path part of a URL or location, without query and hash. */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * The route of spec section 2 that a path shows, or null for the 404 page. Static segments win over
 * params (`/search` is not `/:platform/search`), and a `platform` segment must name one of the nine
 * platforms: `/foo/search` is a 404, as the host renders it.
 */
export function matchRoute(path: string): RouteMatch | null {
  const segments = splitPath(pathnameOf(path));
  let best: { match: RouteMatch; staticCount: number } | null = null;
  for (const route of ROUTES) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let staticCount = 0;
    const matches = route.segments.every((pattern, index) => {
      const segment = segments[index] ?? '';
      if (!pattern.startsWith(':')) {
        staticCount += 1;
        return pattern === segment;
      }
      const value = safeDecode(segment);
      if (value === null || value === '') return false;
      if (pattern === ':platform' && !isPlatform(value)) return false;
      params[pattern.slice(1)] = value;
      return true;
    });
    if (matches && (!best || staticCount > best.staticCount)) {
      best = { match: { id: route.id, params }, staticCount };
    }
  }
  return best?.match ?? null;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
