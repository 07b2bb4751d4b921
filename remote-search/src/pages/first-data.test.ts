/** @jest-environment node */
import { type Endpoint, matchRoute, pageFirstData } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { pageLoaderArgs } from '@adlens/shared-contracts/testing/react';
import { adCard, adPage, searchFilterSet } from '../testing/ad-fixtures';
import { loader as adDetailLoader } from './ad-detail-page';
import { loader as searchLoader } from './search-page';

// Decision 0044: the host starts the route's first data (the contract's `pageFirstData`) and the
// API client hands it to the page's identical call. These tests hold the page's loader to it:
// every request the route names is one the loader makes, with the same input.

const LOADERS = { platformSearch: searchLoader, adDetail: adDetailLoader } as const;

function fakeServices() {
  return createFakeHostServices({
    handlers: {
      'POST /v1/{platform}/ads/search': () => adPage([1, 2]),
      'GET /v1/filters/{platform}/search': () => searchFilterSet('tiktok'),
      'GET /v1/filters/{platform}/saved': () => ({ items: [] }),
      'GET /v1/{platform}/ads/{id}/preview': () => ({ ad: adCard(5), paid: false, cost: 1 }),
    },
  });
}

const named = ({ endpoint, input }: { endpoint: Endpoint | string; input: unknown }) =>
  JSON.stringify([
    typeof endpoint === 'string' ? endpoint : `${endpoint.method} ${endpoint.path}`,
    input,
  ]);

/** The route's first data and the calls its page's loader made, both as comparable strings. */
async function firstDataAndLoaderCalls(url: string) {
  const match = matchRoute(url);
  if (!match || !(match.id in LOADERS)) throw new Error(`${url} is not a page with first data`);
  const id = match.id as keyof typeof LOADERS;
  const services = fakeServices();
  await LOADERS[id](pageLoaderArgs(url, services));
  const search = new URL(url, 'http://localhost').searchParams;
  return {
    started: pageFirstData(id, match.params, search).map(named).sort(),
    asked: services.calls.map(named).sort(),
  };
}

describe("the route's first data is what the page's loader asks", () => {
  it.each([
    '/tiktok/search',
    '/meta/search?sort=oldest',
    '/x/search?variants=all&sort=most_seen',
    '/reddit/search?sort=not-a-sort',
    '/tiktok/ads/5',
  ])('%s: every request the loader makes first, identical', async (url) => {
    const { started, asked } = await firstDataAndLoaderCalls(url);
    expect(started.length).toBeGreaterThan(0);
    expect(asked).toEqual(started);
  });

  it.each(['/tiktok/search?keyword=shoes', '/meta/search?countries=US&sort=oldest'])(
    '%s: the definitions and saved filters early, the filtered results left to the page',
    async (url) => {
      const { started, asked } = await firstDataAndLoaderCalls(url);
      expect(started).toHaveLength(2);
      expect(asked).toEqual(expect.arrayContaining(started));
      expect(asked.filter((call) => call.includes('ads/search'))).toHaveLength(1);
      expect(started.filter((call) => call.includes('ads/search'))).toEqual([]);
    },
  );

  it.each(['/meta/search?keyword=%22unclosed', '/tiktok/search?days_running.min=ten&sort=oldest'])(
    '%s: a link the page cannot read asks for no results, early or late (issue 41)',
    async (url) => {
      const { started, asked } = await firstDataAndLoaderCalls(url);
      expect(started).toHaveLength(2);
      expect(asked).toEqual(started);
      expect(asked.filter((call) => call.includes('ads/search'))).toEqual([]);
    },
  );

  it.each(['/tiktok/ads/abc', '/tiktok/ads/0', '/tiktok/ads/1.5'])(
    '%s: invalid params, nothing started and nothing asked',
    async (url) => {
      const { started, asked } = await firstDataAndLoaderCalls(url);
      expect(started).toEqual([]);
      expect(asked).toEqual([]);
    },
  );
});
