import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import pageList from '../../pages.json';
import { importPage } from './import-page';
import { SHOP_HANDLERS } from './shop-handlers';

renderHarness({
  title: 'remote-account',
  pageList,
  importPage,
  services: createFakeHostServices({ handlers: { ...SHOP_HANDLERS } }),
});
