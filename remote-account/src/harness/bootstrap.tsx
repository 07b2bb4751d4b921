import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/harness';
import pageList from '../../pages.json';
import { dashboardHandlers } from './dashboard-fixtures';
import { importPage } from './import-page';
import { SHOP_HANDLERS } from './shop-handlers';

renderHarness({
  remote: 'remote_account',
  pageList,
  importPage,
  services: createFakeHostServices({
    // A new user, so that the dashboard's first-visit tutorials show.
    user: { is_new_user: true },
    handlers: { ...dashboardHandlers(), ...SHOP_HANDLERS },
  }),
});
