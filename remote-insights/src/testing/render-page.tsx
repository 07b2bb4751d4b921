import { HostServicesProvider } from '@adlens/shared-contracts';
import {
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, useLayoutEffect } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { insightsHandlers } from './fake-handlers';

function Probe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onLocation(location);
  });
  return null;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders a page component at a URL under a memory router, a fresh query cache and fake host
 * services answering with fixture data (override single calls with `handlers`).
 */
export function renderPage(
  path: string,
  Page: ComponentType,
  url: string,
  options: FakeHostServicesOptions = {},
) {
  const services = createFakeHostServices({
    ...options,
    handlers: { ...insightsHandlers(), ...options.handlers },
  });
  const queryClient = createTestQueryClient();
  const router: { location: Location | null } = { location: null };
  const view = render(
    <HostServicesProvider value={services}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Probe
            onLocation={(location) => {
              router.location = location;
            }}
          />
          <Routes>
            <Route path={path} element={<Page />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </HostServicesProvider>,
  );
  return { ...view, services, queryClient, router };
}
