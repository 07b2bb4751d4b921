import { HostServicesProvider, ROUTE_PATHS } from '@adlens/shared-contracts';
import {
  type FakeHostServices,
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Component as ProfilePage } from '../pages/profile-page';
import { Component as SubscriptionPage } from '../pages/subscription-page';
import { Component as TeamPage } from '../pages/team-page';

const PAGES: readonly [string, ComponentType][] = [
  [ROUTE_PATHS.subscription, SubscriptionPage],
  [ROUTE_PATHS.profile, ProfilePage],
  [ROUTE_PATHS.team, TeamPage],
];

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname}</output>;
}

export interface RenderedAccountPage {
  services: FakeHostServices;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
  location(): string;
}

/** A query cache like the host's, without retries so that a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders the dashboard pages under a memory router at `url`, with fake host services. */
export function renderAccountPage(
  url: string,
  options: FakeHostServicesOptions = {},
): RenderedAccountPage {
  const services = createFakeHostServices(options);
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const view = render(
    <HostServicesProvider value={services}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {PAGES.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<p>Outside the dashboard</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>
    </HostServicesProvider>,
  );
  return {
    services,
    queryClient,
    user,
    location: () => view.getByRole('status', { name: 'Current location' }).textContent ?? '',
  };
}
