// The test kit without React or TanStack Query (dev-api reads its CSV helpers under plain Node);
// React renderers and the query client are in `@adlens/shared-contracts/testing/react`.
export { FAKE_DEVICE_FINGERPRINT, createFakeHostServices } from './fake-host-services';
export type {
  FakeHandler,
  FakeHostServices,
  FakeHostServicesOptions,
  FakeUserInput,
} from './fake-host-services';
export { csvRecords, parseCsv } from './csv';
export { deferred } from './deferred';
export { fakeFollow } from './fake-follow';
