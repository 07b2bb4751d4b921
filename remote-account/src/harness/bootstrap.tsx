import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import * as SubscriptionPage from '../pages/subscription-page';
import { SHOP_HANDLERS, SHOP_PAGES } from './shop-harness';

renderHarness({
  title: 'remote-account',
  pages: [{ path: ROUTE_PATHS.subscription, module: SubscriptionPage }, ...SHOP_PAGES],
  services: createFakeHostServices({ handlers: { ...SHOP_HANDLERS } }),
});
