import { HostServicesProvider } from '@adlens/shared-contracts';
import {
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { render } from '@testing-library/react';
import { type ReactElement, useLayoutEffect } from 'react';
import {
  type Location,
  type NavigateFunction,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';

/** What the test can read of the router and do with it. */
export interface RouterProbe {
  location: Location | null;
  navigate: NavigateFunction | null;
}

function Probe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    Object.assign(probe, { location, navigate });
  });
  return null;
}

/**
 * Renders a page at a URL under a memory router with fake host services. (A data router needs
 * the Fetch API's `Request`, which jsdom lacks.)
 */
export function renderRoute(
  path: string,
  element: ReactElement,
  url: string,
  options: FakeHostServicesOptions = {},
) {
  const services = createFakeHostServices(options);
  const router: RouterProbe = { location: null, navigate: null };
  const view = render(
    <HostServicesProvider value={services}>
      <MemoryRouter initialEntries={[url]}>
        <Probe probe={router} />
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </HostServicesProvider>,
  );
  return { ...view, services, router };
}
