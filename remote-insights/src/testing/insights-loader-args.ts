import { type FakeHandler, createFakeHostServices } from '@adlens/shared-contracts/testing';
import { pageLoaderArgs } from '@adlens/shared-contracts/testing/react';
import { insightsHandlers } from './fake-handlers';

/** What the host hands a page loader at `url`, over fake services with fixture data. */
export function loaderArgs(url: string, handlers: Record<string, FakeHandler> = {}) {
  const services = createFakeHostServices({ handlers: { ...insightsHandlers(), ...handlers } });
  const args = pageLoaderArgs(url, services);
  return { services, queryClient: args.queryClient, args };
}
