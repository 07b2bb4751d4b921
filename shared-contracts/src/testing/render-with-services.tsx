import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { HostServicesProvider } from '../services/host-services';
import {
  type FakeHostServices,
  type FakeHostServicesOptions,
  createFakeHostServices,
} from './fake-host-services';

export interface RenderWithServicesOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Services to use; by default fresh fakes built from `fake`. */
  services?: FakeHostServices;
  fake?: FakeHostServicesOptions;
  /**
   * Rendered inside the services provider, around `ui`: where a remote adds its router
   * (`MemoryRouter`) and store, which this package does not depend on.
   */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export type RenderWithServicesResult = RenderResult & { services: FakeHostServices };

/** Renders `ui` inside `<HostServicesProvider>` with fake host services, for component tests. */
export function renderWithServices(
  ui: ReactElement,
  { services, fake, wrapper: Inner, ...options }: RenderWithServicesOptions = {},
): RenderWithServicesResult {
  const value = services ?? createFakeHostServices(fake);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <HostServicesProvider value={value}>
        {Inner ? <Inner>{children}</Inner> : children}
      </HostServicesProvider>
    );
  }
  const renderOptions: Omit<RenderOptions, 'queries'> = { ...options, wrapper: Wrapper };
  return { ...render(ui, renderOptions), services: value };
}
