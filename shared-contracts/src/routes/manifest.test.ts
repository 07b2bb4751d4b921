import { ROUTE_IDS, remotePageOf, routeChecks, routeEntry } from './manifest';
import { matchRoute } from './match-route';

describe('ROUTE_MANIFEST', () => {
  it('sends every redirect to a route that renders a page or redirects on', () => {
    const broken = ROUTE_IDS.filter((id) => {
      const target = routeEntry(id).redirect;
      return target !== undefined && matchRoute(target) === null;
    });
    expect(broken).toEqual([]);
  });

  it('runs the mobile rule only where the user loads (the rule needs the user)', () => {
    const withoutUser = ROUTE_IDS.filter(
      (id) => routeChecks(id, 'mobile') && !routeChecks(id, 'user-load'),
    );
    expect(withoutUser).toEqual([]);
  });

  it('lets only pages for any visitor skip the user load', () => {
    const skipping = ROUTE_IDS.filter((id) => !routeChecks(id, 'user-load'));
    expect(skipping.filter((id) => routeEntry(id).access !== 'open')).toEqual([]);
  });

  it('gives the pages that skip the user load fixed paths (the early head script compares pathnames)', () => {
    const skipping = ROUTE_IDS.filter((id) => !routeChecks(id, 'user-load'));
    expect(skipping.map((id) => routeEntry(id).path).filter((path) => path.includes(':'))).toEqual(
      [],
    );
  });

  it('binds every remote page module to routes of one remote only', () => {
    const remotesOf = new Map<string, Set<string>>();
    for (const id of ROUTE_IDS) {
      const page = remotePageOf(id);
      if (!page) continue;
      remotesOf.set(page.module, (remotesOf.get(page.module) ?? new Set()).add(page.remote));
    }
    expect([...remotesOf].filter(([, remotes]) => remotes.size > 1)).toEqual([]);
  });
});
