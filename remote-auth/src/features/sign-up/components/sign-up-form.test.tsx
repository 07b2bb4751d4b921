import { screen, waitFor } from '@testing-library/react';
import { inlineError } from '../../../testing/api-errors';
import { renderAuthPage } from '../../../testing/render-auth-page';

const REGISTERED = (input: { body?: unknown }) => ({
  email: Object.getOwnPropertyDescriptor(input.body, 'email')?.value,
  confirmation_required: true,
});

async function fillIn(
  user: ReturnType<typeof renderAuthPage>['user'],
  values: { name?: string; email?: string; password?: string },
) {
  if (values.name) await user.type(screen.getByRole('textbox', { name: 'Name' }), values.name);
  if (values.email) await user.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  if (values.password)
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), values.password);
}

describe('sign-up form', () => {
  it('shows the password rule on the page before anything is typed', () => {
    renderAuthPage('/authentication/signup');

    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
  });

  it('requires a name, an e-mail and a password of at least 8 characters', async () => {
    const { user, services } = renderAuthPage('/authentication/signup');

    await fillIn(user, { password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Use at least 8 characters. Password must be at least 8 characters',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(services.calls).toEqual([]);
  });

  it('registers and goes to the confirm page with the e-mail and the redirect', async () => {
    const { user, services, path } = renderAuthPage(
      '/authentication/signup?redirect=%2Fplans%2Fselect&refId=FRIEND1',
      { handlers: { 'POST /v1/auth/register': REGISTERED } },
    );

    await fillIn(user, { name: 'Ada', email: 'ada@example.com', password: 'long-enough1{Enter}' });

    await waitFor(() =>
      expect(path()).toBe(
        '/authentication/signup/confirm-email?email=ada%40example.com&redirect=%2Fplans%2Fselect',
      ),
    );
    expect(services.calls[0]?.input.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-enough1',
      ref_id: 'FRIEND1',
      verification_token: 'fake-verification-token:register',
    });
  });

  it('shows a taken e-mail next to the e-mail field and keeps the form filled', async () => {
    const { user } = renderAuthPage('/authentication/signup', {
      handlers: {
        'POST /v1/auth/register': () => {
          throw inlineError('email', 'An account with this e-mail already exists');
        },
      },
    });

    await fillIn(user, { name: 'Ada', email: 'demo@adlens.test', password: 'long-enough1{Enter}' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('long-enough1');
  });

  it.each([
    ['/authentication/signup?refId=FRIEND1', true],
    ['/authentication/signup', false],
  ])('tells the tag manager about the sign-up from %s (referred: %s)', async (url, referred) => {
    const { user, services } = renderAuthPage(url, {
      handlers: { 'POST /v1/auth/register': REGISTERED },
    });

    await fillIn(user, { name: 'Ada', email: 'ada@example.com', password: 'long-enough1{Enter}' });

    await waitFor(() => expect(services.tracked).toHaveLength(1));
    expect(services.tracked).toEqual([{ event: 'sign_up', data: { method: 'email', referred } }]);
  });

  it('tracks no sign-up when the e-mail is taken', async () => {
    const { user, services } = renderAuthPage('/authentication/signup', {
      handlers: {
        'POST /v1/auth/register': () => {
          throw inlineError('email', 'An account with this e-mail already exists');
        },
      },
    });

    await fillIn(user, { name: 'Ada', email: 'demo@adlens.test', password: 'long-enough1{Enter}' });

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(services.tracked).toEqual([]);
  });
});
