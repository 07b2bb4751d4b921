import { type Platform, isPlatform } from '../platforms';
import { ROUTE_PATHS, type RouteId } from './paths';

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params of a route; a `platform` param only takes one of the nine platforms. */
export type RouteParams<Id extends RouteId> = {
  [Name in ParamNames<(typeof ROUTE_PATHS)[Id]>]: Name extends 'platform'
    ? Platform
    : string | number;
};

export type HrefQuery = Record<string, string | number | undefined>;

type HrefArgs<Id extends RouteId> = [ParamNames<(typeof ROUTE_PATHS)[Id]>] extends [never]
  ? [params?: undefined, query?: HrefQuery]
  : [params: RouteParams<Id>, query?: HrefQuery];

/** A link target could not be built; thrown so that a broken link fails in tests, not for users. */
export class HrefError extends Error {
  override readonly name = 'HrefError';
}

export function isHrefError(error: unknown): error is HrefError {
  // By name, not instanceof: remotes are separate bundles and class identities may differ.
  return typeof error === 'object' && error !== null && (error as Error).name === 'HrefError';
}

/**
 * Builds the URL of a route: `href('platformSearch', { platform: 'meta' }, { q: 'shoes' })`.
 * Throws `HrefError` on a missing param or an unknown platform (values from the URL are strings,
 * so the types alone cannot stop `/undefined/search`).
 */
export function href<Id extends RouteId>(id: Id, ...[params, query]: HrefArgs<Id>): string {
  const template: string = ROUTE_PATHS[id];
  const values: Partial<Record<string, string | number>> = params ?? {};
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new HrefError(`href(${id}): missing param "${name}"`);
    }
    if (name === 'platform' && !isPlatform(value)) {
      throw new HrefError(`href(${id}): unknown platform "${String(value)}"`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
