import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { AuthForm } from './auth-form';

function submission(overrides: { sending?: boolean; form?: string } = {}) {
  return {
    formRef: createRef<HTMLFormElement>(),
    sending: overrides.sending ?? false,
    errors: { form: overrides.form },
  };
}

describe('auth form', () => {
  it('hands the submit to its handler instead of the browser', async () => {
    const onSubmit = jest.fn();
    const submitted: Event[] = [];
    render(
      <AuthForm label="Try it" submitLabel="Go" submission={submission()} onSubmit={onSubmit}>
        <input aria-label="Anything" />
      </AuthForm>,
    );
    screen
      .getByRole('form', { name: 'Try it' })
      .addEventListener('submit', (event) => submitted.push(event));

    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Anything' }), 'x{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    // React handles the event after this listener, so look once it has bubbled through.
    expect(submitted.map((event) => event.defaultPrevented)).toEqual([true]);
  });

  it('announces the form message and keeps the submit button busy while sending', () => {
    render(
      <AuthForm
        label="Try it"
        submitLabel="Go"
        submission={submission({ sending: true, form: 'Busy' })}
        onSubmit={jest.fn()}
      >
        <input aria-label="Anything" />
      </AuthForm>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Busy');
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  });

  it('shows a message given in place of the submission one', () => {
    render(
      <AuthForm
        label="Try it"
        submitLabel="Go"
        submission={submission()}
        alert="The code could not be sent"
        onSubmit={jest.fn()}
      >
        <input aria-label="Anything" />
      </AuthForm>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The code could not be sent');
  });
});
