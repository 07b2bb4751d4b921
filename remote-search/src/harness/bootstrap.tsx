import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import { Component as SearchPage } from '../pages/search-page';

renderHarness({
  title: 'remote-search',
  routes: [{ path: ROUTE_PATHS.platformSearch, element: <SearchPage /> }],
  services: createFakeHostServices(),
});
