export { createFakeHostServices } from './fake-host-services';
export type { FakeHostServices, FakeHostServicesOptions } from './fake-host-services';
