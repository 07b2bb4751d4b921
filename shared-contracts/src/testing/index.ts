export { createFakeHostServices } from './fake-host-services';
export type { FakeHandler, FakeHostServices, FakeHostServicesOptions } from './fake-host-services';
