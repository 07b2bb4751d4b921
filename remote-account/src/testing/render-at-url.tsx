import { HostServicesProvider } from '@adlens/shared-contracts';
import {
  type FakeHostServices,
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestQueryClient } from './render-account-page';

/** What the test can read of the router. */
export interface RouterProbe {
  location: Location | null;
}

function Probe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  useLayoutEffect(() => {
    Object.assign(probe, { location });
  });
  return null;
}

/**
 * Renders a page at a URL under a memory router, a fresh query cache (no retries) and fake host
 * services. (A data router needs the Fetch API's `Request`, which jsdom lacks.)
 */
export function renderAtUrl(
  path: string,
  element: ReactElement,
  url: string,
  options: FakeHostServicesOptions & { services?: FakeHostServices } = {},
) {
  const services = options.services ?? createFakeHostServices(options);
  const queryClient = createTestQueryClient();
  const router: RouterProbe = { location: null };
  const view = render(
    <HostServicesProvider value={services}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Probe probe={router} />
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </HostServicesProvider>,
  );
  return { ...view, services, router, queryClient };
}
