import { ApiError, loginBodySchema } from '@adlens/shared-contracts';
import { deferred } from '@adlens/shared-contracts/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailInput } from '../components/inputs/email-input';
import { PasswordInput } from '../components/inputs/password-input';
import { UNEXPECTED_FAILURE_MESSAGE } from './field-errors';
import { Form } from './form';
import { type FormSchema, useFormSubmission } from './use-form-submission';
import { useTextField } from './use-text-field';

const FIELDS = ['email', 'password'] as const;

type Send = (body: { email: string; password: string }) => Promise<void>;

function SignIn({ send, initialEmail = '' }: { send: Send; initialEmail?: string }) {
  const email = useTextField(initialEmail);
  const password = useTextField();
  const form = useFormSubmission(FIELDS);
  return (
    <Form
      label="Sign in"
      submitLabel="Sign in"
      submission={form}
      onSubmit={() =>
        form.submit(loginBodySchema, { email: email.value, password: password.value }, send)
      }
    >
      <EmailInput name="email" {...email} error={form.errors.email} />
      <PasswordInput name="password" {...password} error={form.errors.password} />
    </Form>
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: /email/i }), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('form submission', () => {
  it('shows schema errors next to their fields and focuses the first, without sending', async () => {
    const send = jest.fn<Promise<void>, Parameters<Send>>();
    render(<SignIn send={send} />);

    await fillAndSubmit('', 'secret');

    const email = screen.getByRole('textbox', { name: /email/i });
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends only the parsed data and keeps the button busy until the call settles', async () => {
    const call = deferred<undefined>();
    const send = jest.fn<Promise<void>, Parameters<Send>>(() => call.promise);
    render(<SignIn send={send} />);

    await fillAndSubmit(' ann@example.com ', 'secret');

    expect(send).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await act(async () => call.resolve(undefined));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("puts the server's INLINE error next to its field and focuses it", async () => {
    const failure = new ApiError(
      { message: 'Wrong e-mail or password', action: 'INLINE', field: 'password', type: 'error' },
      422,
    );
    render(<SignIn send={() => Promise.reject(failure)} initialEmail="ann@example.com" />);

    await fillAndSubmit('', 'secret');

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Wrong e-mail or password');
    expect(password).toHaveFocus();
  });

  it('announces any other failure for the whole form', async () => {
    render(
      <SignIn send={() => Promise.reject(new TypeError('Failed'))} initialEmail="a@example.com" />,
    );

    await fillAndSubmit('', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_FAILURE_MESSAGE);
  });

  it('puts an issue of a field the form does not show on the whole form', async () => {
    // Any object with zod's safeParse shape is a schema.
    const expired: FormSchema<never> = {
      safeParse: () => ({
        success: false,
        error: { issues: [{ path: ['token'], message: 'The link has expired' }] },
      }),
    };
    function Change() {
      const form = useFormSubmission(FIELDS);
      return (
        <Form
          label="Change"
          submitLabel="Change"
          submission={form}
          onSubmit={() => form.submit(expired, {}, () => Promise.resolve())}
        >
          <EmailInput name="email" error={form.errors.email} />
        </Form>
      );
    }
    render(<Change />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Change' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The link has expired');
  });
});
