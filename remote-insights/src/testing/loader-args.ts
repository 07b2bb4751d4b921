import type { RemotePageLoaderArgs } from '@adlens/shared-contracts';
import { type FakeHandler, createFakeHostServices } from '@adlens/shared-contracts/testing';
import { QueryClient } from '@tanstack/react-query';
import { insightsHandlers } from './fake-handlers';

/** What the host hands a page loader, over fake services with fixture data (node test env). */
export function loaderArgs(
  url: string,
  params: Record<string, string | undefined>,
  handlers: Record<string, FakeHandler> = {},
) {
  const services = createFakeHostServices({ handlers: { ...insightsHandlers(), ...handlers } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const args: RemotePageLoaderArgs = {
    request: new Request(`http://localhost${url}`),
    params,
    api: services.api,
    queryClient,
  };
  return { services, queryClient, args };
}
