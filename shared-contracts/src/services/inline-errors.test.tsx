import { act, screen } from '@testing-library/react';
import { createFakeHostServices } from '../testing/fake-host-services';
import { renderWithServices } from '../testing/render-with-services';
import { useInlineErrors } from './inline-errors';

function FormErrors() {
  const errors = useInlineErrors();
  if (errors.length === 0) return <p>No errors</p>;
  return (
    <ul aria-label="Form errors">
      {errors.map((error) => (
        <li key={error.id}>{error.field ? `${error.field}: ${error.message}` : error.message}</li>
      ))}
    </ul>
  );
}

describe('useInlineErrors', () => {
  it('starts empty', () => {
    renderWithServices(<FormErrors />);
    expect(screen.getByRole('paragraph').textContent).toBe('No errors');
  });

  it('shows the errors the host publishes, then their clearing on navigation', () => {
    const { services } = renderWithServices(<FormErrors />);
    act(() => services.setInlineErrors([{ message: 'Already taken', field: 'email' }]));
    expect(screen.getByRole('listitem').textContent).toBe('email: Already taken');
    act(() => services.setInlineErrors([]));
    expect(screen.getByRole('paragraph').textContent).toBe('No errors');
  });

  it('hands a page that mounts later the current list', () => {
    const services = createFakeHostServices();
    services.setInlineErrors([{ message: 'Coupon expired' }]);
    renderWithServices(<FormErrors />, { services });
    expect(screen.getByRole('listitem').textContent).toBe('Coupon expired');
  });
});
