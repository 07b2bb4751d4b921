export { FAKE_DEVICE_FINGERPRINT, createFakeHostServices } from './fake-host-services';
export type {
  FakeHandler,
  FakeHostServices,
  FakeHostServicesOptions,
  FakeUserInput,
} from './fake-host-services';
export { csvRecords, parseCsv } from './csv';
export { pageLoaderArgs } from './page-loader-args';
export { createTestQueryClient } from './test-query-client';
export { deferred } from './deferred';
export { fakeFollow } from './fake-follow';
