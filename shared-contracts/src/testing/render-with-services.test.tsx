import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSession } from '../services/host-services';
import { createFakeHostServices } from './fake-host-services';
import { renderWithServices } from './render-with-services';

function Greeting() {
  const { user } = useSession();
  return <h1>{user ? `Hello ${user.name}` : 'Please sign in'}</h1>;
}

describe('renderWithServices', () => {
  it('builds fake services from the fake options', () => {
    renderWithServices(<Greeting />, { fake: { user: null } });
    expect(screen.getByRole('heading').textContent).toBe('Please sign in');
  });

  it('uses the services it is given and returns them', () => {
    const services = createFakeHostServices({ user: { name: 'Ada' } });
    const result = renderWithServices(<Greeting />, { services });
    expect(result.services).toBe(services);
    expect(screen.getByRole('heading').textContent).toBe('Hello Ada');
  });

  it('puts the caller wrapper (where a remote adds its router) inside the provider', () => {
    function Section({ children }: { children: ReactNode }) {
      return (
        <section aria-label="Router stand-in">
          <Greeting />
          {children}
        </section>
      );
    }
    renderWithServices(<p>Page</p>, { wrapper: Section });
    expect(screen.getByRole('region', { name: 'Router stand-in' }).textContent).toBe(
      'Hello Demo UserPage',
    );
  });
});
