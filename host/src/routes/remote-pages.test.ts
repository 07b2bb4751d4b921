import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PAGES, type RemoteRouteId } from './remote-pages';

/**
 * Pages the host binds a route to but their remote does not build yet. The list shrinks as they
 * land: a page that its remote declares must leave it (the last test fails otherwise).
 */
const PENDING = new Set([
  'remote_insights/DomainAnalyticsPage',
  'remote_insights/CampaignPage',
  'remote_account/ProfilePage',
  'remote_account/TeamPage',
  'remote_account/PlanSelectPage',
  'remote_account/ReferralPage',
  'remote_account/DownloadsPage',
  'remote_account/PaymentThankYouPage',
  'remote_account/PaymentFailedPage',
]);

type PageList = Record<string, { file: string; routes: string[] }>;

/** The remote's own page list (`remote-search/pages.json` for `remote_search`), read as data. */
function pageListOf(remote: string): PageList {
  const folder = remote.replace('_', '-');
  const file = path.resolve(__dirname, '../../..', folder, 'pages.json');
  return JSON.parse(readFileSync(file, 'utf8')) as PageList;
}

const bindings = Object.entries(REMOTE_PAGES) as [
  RemoteRouteId,
  { remote: string; module: string },
][];
const remotes = [...new Set(bindings.map(([, page]) => page.remote))];

describe('host route bindings and the remotes’ page lists', () => {
  it.each(bindings.filter(([, page]) => !PENDING.has(`${page.remote}/${page.module}`)))(
    'route %s is bound to a page its remote declares for that route',
    (routeId, { remote, module }) => {
      expect(pageListOf(remote)[module]?.routes).toContain(routeId);
    },
  );

  it.each(remotes)('every route that %s declares is bound by the host to that page', (remote) => {
    for (const [module, { routes }] of Object.entries(pageListOf(remote))) {
      for (const routeId of routes) {
        expect({ routeId, page: REMOTE_PAGES[routeId as RemoteRouteId] }).toEqual({
          routeId,
          page: { remote, module },
        });
      }
    }
  });

  it('lists as pending only pages that are still missing', () => {
    const landed = [...PENDING].filter((id) => {
      const [remote = '', module = ''] = id.split('/');
      return module in pageListOf(remote);
    });
    expect(landed).toEqual([]);
  });
});
