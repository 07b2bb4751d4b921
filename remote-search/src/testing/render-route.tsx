import {
  HostServicesProvider,
  type RemotePageModule,
  runPageLoader,
} from '@adlens/shared-contracts';
import {
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type LoaderFunctionArgs, RouterProvider, createMemoryRouter } from 'react-router-dom';

/** The query defaults of the host's page session, without retries (a failure shows at once). */
function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders a page module at a URL as the host binds it: a data route whose loader gets the API
 * client and the query cache the page reads, under the contract's page-data rule (a failure with
 * a status goes to `/{status}`, shown here as "Elsewhere" like any other route).
 */
export function renderRoute(
  path: string,
  page: RemotePageModule,
  url: string,
  options: FakeHostServicesOptions = {},
) {
  const services = createFakeHostServices(options);
  const queryClient = testQueryClient();
  const { Component, loader } = page;
  const router = createMemoryRouter(
    [
      {
        path,
        Component,
        HydrateFallback: () => <p>Loading the page…</p>,
        loader: loader
          ? ({ request, params }: LoaderFunctionArgs) =>
              runPageLoader(loader, { request, params, api: services.api, queryClient })
          : undefined,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <HostServicesProvider value={services}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HostServicesProvider>,
  );
  return { ...view, services, router, queryClient };
}
