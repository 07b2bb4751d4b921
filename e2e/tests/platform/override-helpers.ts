import type { Page } from '@playwright/test';
import { type RemoteRelease, pinnedRelease } from './platform-helpers';

export const CANDIDATE_VERSION = '0.1.1-rc.1';

/**
 * Serves a candidate release of remote-search at `/remotes/remote-search/0.1.1-rc.1/`: the pinned
 * release's files, with its `release.json` naming the candidate version (same bytes, so the
 * recorded integrity still holds).
 */
export async function serveCandidate(page: Page, environment: string): Promise<RemoteRelease> {
  const pinned = pinnedRelease('remote_search', environment);
  const candidateBase = `/remotes/${pinned.folder}/${CANDIDATE_VERSION}/`;
  await page.route(
    (url) => url.pathname.startsWith(candidateBase),
    async (route) => {
      const url = new URL(route.request().url());
      url.pathname = url.pathname.replace(candidateBase, pinned.base);
      const response = await route.fetch({ url: url.href });
      if (!url.pathname.endsWith('/release.json')) return route.fulfill({ response });
      const release = { ...(await response.json()), version: CANDIDATE_VERSION };
      return route.fulfill({ response, json: release });
    },
  );
  return pinned;
}
