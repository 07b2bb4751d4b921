import { screen, waitFor } from '@testing-library/react';
import { apiError, inlineError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { renderAuthPage } from '../../../testing/render-auth-page';

const SESSION = {
  token: 'session-token',
  user: { id: 1, email: 'demo@adlens.test', name: 'Demo User' },
};

function emailField() {
  return screen.getByRole('textbox', { name: 'Email' });
}
function passwordField() {
  return screen.getByLabelText('Password', { selector: 'input' });
}

describe('sign-in form', () => {
  it('flags empty fields as required, focuses the first one and sends nothing', async () => {
    const { user, services } = renderAuthPage('/authentication/signin');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(emailField()).toHaveAccessibleDescription('Email is required');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Password is required');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(emailField()).toHaveFocus();
    expect(services.calls).toEqual([]);
  });

  it('rejects an address without a domain before sending', async () => {
    const { user, services } = renderAuthPage('/authentication/signin');

    await user.type(emailField(), 'demo@');
    await user.type(passwordField(), 'adlens-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(emailField()).toHaveAccessibleDescription('Enter a valid email address');
    expect(services.calls).toEqual([]);
  });

  it('submits on Enter with a human-verification token, signs in and lands on the dashboard', async () => {
    const { user, services, path } = renderAuthPage('/authentication/signin', {
      handlers: { 'POST /v1/auth/login': () => SESSION },
    });
    const signIn = jest.spyOn(services.session, 'signIn');

    await user.type(emailField(), ' demo@adlens.test ');
    await user.type(passwordField(), 'adlens-demo{Enter}');

    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(signIn).toHaveBeenCalledWith('session-token');
    expect(services.calls[0]?.input.body).toEqual({
      email: 'demo@adlens.test',
      password: 'adlens-demo',
      verification_token: 'fake-verification-token:login',
    });
  });

  it('returns to the redirect query after signing in', async () => {
    const { user, path } = renderAuthPage(
      `/authentication/signin?redirect=${encodeURIComponent('/meta/ads/42?tab=engagement')}`,
      { handlers: { 'POST /v1/auth/login': () => SESSION } },
    );

    await user.type(emailField(), 'demo@adlens.test');
    await user.type(passwordField(), 'adlens-demo{Enter}');

    await waitFor(() => expect(path()).toBe('/meta/ads/42?tab=engagement'));
  });

  it('ignores a redirect to another site and lands on the dashboard', async () => {
    const { user, path } = renderAuthPage(
      `/authentication/signin?redirect=${encodeURIComponent('//evil.example/steal')}`,
      { handlers: { 'POST /v1/auth/login': () => SESSION } },
    );

    await user.type(emailField(), 'demo@adlens.test');
    await user.type(passwordField(), 'adlens-demo{Enter}');

    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('shows a wrong password next to the password field and keeps what was typed', async () => {
    const { user, path } = renderAuthPage('/authentication/signin', {
      handlers: {
        'POST /v1/auth/login': () => {
          throw inlineError('password', 'Wrong e-mail or password');
        },
      },
    });

    await user.type(emailField(), 'demo@adlens.test');
    await user.type(passwordField(), 'not-the-password{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(passwordField()).toHaveAccessibleDescription('Wrong e-mail or password');
    expect(emailField()).toHaveValue('demo@adlens.test');
    expect(passwordField()).toHaveValue('not-the-password');
    expect(path()).toBe('/authentication/signin');
  });

  it('disables the submit button while the request is in flight', async () => {
    const pending = deferred<typeof SESSION>();
    const { user } = renderAuthPage('/authentication/signin', {
      handlers: { 'POST /v1/auth/login': () => pending.promise },
    });

    await user.type(emailField(), 'demo@adlens.test');
    await user.type(passwordField(), 'adlens-demo{Enter}');

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    pending.reject(inlineError('password', 'Wrong e-mail or password'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('sends an unconfirmed account to the confirm page with its e-mail', async () => {
    const { user, path, services } = renderAuthPage('/authentication/signin', {
      handlers: {
        'POST /v1/auth/login': () => {
          throw apiError(
            {
              message: 'Please confirm your e-mail address first.',
              action: 'REDIRECT',
              to: 'EMAIL_CONFIRM',
            },
            403,
          );
        },
      },
    });

    await user.type(emailField(), 'unconfirmed@adlens.test');
    await user.type(passwordField(), 'adlens-demo{Enter}');

    await waitFor(() =>
      expect(path()).toBe('/authentication/signup/confirm-email?email=unconfirmed%40adlens.test'),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('unconfirmed@adlens.test');
    expect(services.notifications).toEqual([
      expect.objectContaining({ message: 'Please confirm your e-mail address first.' }),
    ]);
  });

  it('shows a failure without a field above the button', async () => {
    const { user } = renderAuthPage('/authentication/signin', {
      handlers: {
        'POST /v1/auth/login': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });

    await user.type(emailField(), 'demo@adlens.test');
    await user.type(passwordField(), 'adlens-demo{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  });

  it('prefills the e-mail from the query, as after a password reset', () => {
    renderAuthPage('/authentication/signin?email=demo%40adlens.test');

    expect(emailField()).toHaveValue('demo@adlens.test');
  });

  it('tells the tag manager about the sign-in, without personal data', async () => {
    const { user, services, path } = renderAuthPage('/authentication/signin', {
      handlers: { 'POST /v1/auth/login': () => SESSION },
    });

    await user.type(emailField(), 'demo@adlens.test');
    await user.type(passwordField(), 'adlens-demo{Enter}');

    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(services.tracked).toEqual([{ event: 'sign_in', data: { method: 'password' } }]);
  });

  it('tracks no sign-in when the password is wrong', async () => {
    const { user, services } = renderAuthPage('/authentication/signin', {
      handlers: {
        'POST /v1/auth/login': () => {
          throw inlineError('password', 'Wrong e-mail or password');
        },
      },
    });

    await user.type(emailField(), 'demo@adlens.test');
    await user.type(passwordField(), 'nope{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(services.tracked).toEqual([]);
  });
});
