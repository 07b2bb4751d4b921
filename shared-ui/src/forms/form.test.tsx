import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Form } from './form';
import { FormStatus } from './form-alert';

function submission(overrides: { sending?: boolean; form?: string } = {}) {
  return {
    formRef: createRef<HTMLFormElement>(),
    sending: overrides.sending ?? false,
    errors: { form: overrides.form },
  };
}

describe('form', () => {
  it('hands the submit to its handler instead of the browser', async () => {
    const onSubmit = jest.fn();
    const submitted: Event[] = [];
    render(
      <Form label="Try it" submitLabel="Go" submission={submission()} onSubmit={onSubmit}>
        <input aria-label="Anything" />
      </Form>,
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
      <Form
        label="Try it"
        submitLabel="Go"
        submission={submission({ sending: true, form: 'Busy' })}
        onSubmit={jest.fn()}
      >
        <input aria-label="Anything" />
      </Form>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Busy');
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
  });

  it('shows a message given in place of the submission one', () => {
    render(
      <Form
        label="Try it"
        submitLabel="Go"
        submission={submission({ form: 'Busy' })}
        alert="The code could not be sent"
        onSubmit={jest.fn()}
      >
        <input aria-label="Anything" />
      </Form>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The code could not be sent');
  });

  it('attaches the submission ref to the form element', () => {
    const state = submission();
    render(
      <Form label="Try it" submitLabel="Go" submission={state} onSubmit={jest.fn()}>
        <input aria-label="Anything" />
      </Form>,
    );

    expect(state.formRef.current).toBe(screen.getByRole('form', { name: 'Try it' }));
  });

  it('places its status and secondary action around the submit button', () => {
    render(
      <Form
        label="Try it"
        submitLabel="Go"
        submission={submission()}
        onSubmit={jest.fn()}
        status={<FormStatus message="We sent a new code." />}
        secondaryAction={<button type="button">Send a new code</button>}
      >
        <input aria-label="Anything" />
      </Form>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('We sent a new code.');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Go', 'Send a new code']);
  });
});

describe('form status', () => {
  it('keeps its live region in the page while there is no news', () => {
    render(<FormStatus message={undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
