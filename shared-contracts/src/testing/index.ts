export { FAKE_DEVICE_FINGERPRINT, createFakeHostServices } from './fake-host-services';
export type {
  FakeHandler,
  FakeHostServices,
  FakeHostServicesOptions,
  FakeUserInput,
} from './fake-host-services';
export { csvRecords, parseCsv } from './csv';
