import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/harness';
import pageList from '../../pages.json';
import { insightsHandlers } from '../testing/fake-handlers';
import { importPage } from './import-page';

renderHarness({
  remote: 'remote_insights',
  pageList,
  importPage,
  services: createFakeHostServices({ handlers: insightsHandlers() }),
});
