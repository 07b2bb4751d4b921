import { HostServicesProvider, type RemotePageModule, isApiError } from '@adlens/shared-contracts';
import {
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  type LoaderFunctionArgs,
  RouterProvider,
  createMemoryRouter,
  redirect,
} from 'react-router-dom';

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
 * client and the query cache the page reads, and whose failure with a status goes to `/{status}`
 * (shown here as "Elsewhere", like any other route).
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
          ? async ({ request, params }: LoaderFunctionArgs) => {
              try {
                return (await loader({ request, params, api: services.api, queryClient })) ?? null;
              } catch (error) {
                if (isApiError(error) && error.status >= 400) throw redirect(`/${error.status}`);
                throw error;
              }
            }
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
