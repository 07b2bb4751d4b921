import { cleanup, screen, waitFor } from '@testing-library/react';
import { inlineError } from '../../../testing/api-errors';
import { renderAuthPage } from '../../../testing/render-auth-page';
import { PASSWORD_CHANGED_MESSAGE } from './new-password-form';

beforeEach(() => sessionStorage.clear());

const NEW_PASSWORD_URL =
  '/authentication/reset-password/new-password/reset-token?email=ada%40example.com';

function newPasswordField() {
  return screen.getByLabelText('New password', { selector: 'input' });
}
function repeatField() {
  return screen.getByLabelText('Repeat the new password', { selector: 'input' });
}

describe('reset request form', () => {
  it('requires a well-formed address', async () => {
    const { user, services } = renderAuthPage('/authentication/reset-password');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada.example.com{Enter}');

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(services.calls).toEqual([]);
  });

  it('mails a code with a verification token and moves to the code page with the e-mail', async () => {
    const { user, services, path } = renderAuthPage('/authentication/reset-password', {
      handlers: {
        'POST /v1/auth/reset-password': () => ({ sent: true, email: 'ada@example.com' }),
      },
    });

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');

    await waitFor(() =>
      expect(path()).toBe('/authentication/reset-password/verify-code?email=ada%40example.com'),
    );
    expect(services.calls[0]?.input.body).toEqual({
      email: 'ada@example.com',
      verification_token: 'fake-verification-token:reset_password',
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});

describe('verify code form', () => {
  it('trades the code for the token of the new-password page', async () => {
    const { user, path } = renderAuthPage(
      '/authentication/reset-password/verify-code?email=ada%40example.com',
      { handlers: { 'POST /v1/auth/reset-password/verify': () => ({ token: 'reset/token' }) } },
    );

    await user.type(screen.getByRole('textbox', { name: 'Reset code' }), '654321{Enter}');

    // The new-password page takes the token out of the address as soon as it has it.
    await waitFor(() =>
      expect(path()).toBe(
        '/authentication/reset-password/new-password/opened?email=ada%40example.com',
      ),
    );
    expect(sessionStorage.getItem('adlens:reset-token')).toBe('reset/token');
  });

  it('shows a wrong code next to the code field', async () => {
    const { user } = renderAuthPage(
      '/authentication/reset-password/verify-code?email=ada%40example.com',
      {
        handlers: {
          'POST /v1/auth/reset-password/verify': () => {
            throw inlineError('token', 'The code is not valid or has expired');
          },
        },
      },
    );

    await user.type(screen.getByRole('textbox', { name: 'Reset code' }), '111111{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not valid or has expired',
    );
    expect(screen.getByRole('textbox', { name: 'Reset code' })).toHaveValue('111111');
  });
});

describe('new password form', () => {
  it('shows the password rule and enforces it', async () => {
    const { user, services } = renderAuthPage(NEW_PASSWORD_URL);

    expect(newPasswordField()).toHaveAccessibleDescription('Use at least 8 characters.');
    await user.type(newPasswordField(), 'short');
    await user.type(repeatField(), 'short{Enter}');

    expect(newPasswordField()).toHaveAccessibleDescription(
      'Use at least 8 characters. Password must be at least 8 characters',
    );
    expect(newPasswordField()).toHaveFocus();
    expect(services.calls).toEqual([]);
  });

  it('requires the repeated password to match', async () => {
    const { user, services } = renderAuthPage(NEW_PASSWORD_URL);

    await user.type(newPasswordField(), 'long-enough1');
    await user.type(repeatField(), 'long-enough2{Enter}');

    expect(repeatField()).toHaveAccessibleDescription('The passwords do not match');
    expect(repeatField()).toHaveFocus();
    expect(services.calls).toEqual([]);
  });

  it('changes the password with the token from the path, then goes to sign in', async () => {
    const { user, services, path } = renderAuthPage(NEW_PASSWORD_URL, {
      handlers: { 'POST /v1/auth/reset-password/change-password': () => ({ changed: true }) },
    });

    await waitFor(() =>
      expect(path()).toBe(
        '/authentication/reset-password/new-password/opened?email=ada%40example.com',
      ),
    );
    await user.type(newPasswordField(), 'long-enough1');
    await user.type(repeatField(), 'long-enough1{Enter}');

    await waitFor(() => expect(path()).toBe('/authentication/signin?email=ada%40example.com'));
    expect(services.calls[0]?.input.body).toEqual({
      email: 'ada@example.com',
      token: 'reset-token',
      password: 'long-enough1',
    });
    expect(services.notifications).toEqual([
      { type: 'success', message: PASSWORD_CHANGED_MESSAGE },
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    // A changed password forgets the link: a reload could not use it again.
    expect(sessionStorage.getItem('adlens:reset-token')).toBeNull();
  });

  it('still works after a reload of the cleaned address, from the memory of this tab', async () => {
    const first = renderAuthPage(NEW_PASSWORD_URL);
    await waitFor(() => expect(first.path()).toMatch(/\/new-password\/opened\?/));
    cleanup();
    const reloaded = renderAuthPage(
      '/authentication/reset-password/new-password/opened?email=ada%40example.com',
      { handlers: { 'POST /v1/auth/reset-password/change-password': () => ({ changed: true }) } },
    );

    await reloaded.user.type(newPasswordField(), 'long-enough1');
    await reloaded.user.type(repeatField(), 'long-enough1{Enter}');

    await waitFor(() =>
      expect(reloaded.services.calls[0]?.input.body).toMatchObject({ token: 'reset-token' }),
    );
  });

  it('asks for the link again when this tab holds no token (a new tab on the cleaned address)', () => {
    renderAuthPage('/authentication/reset-password/new-password/opened?email=ada%40example.com');

    expect(screen.getByRole('alert')).toHaveTextContent('Open the link from your e-mail again');
    expect(screen.getByRole('link', { name: 'Ask for a new code' })).toHaveAttribute(
      'href',
      '/authentication/reset-password',
    );
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
  });

  it('shows an expired link as a form message', async () => {
    const { user } = renderAuthPage(NEW_PASSWORD_URL, {
      handlers: {
        'POST /v1/auth/reset-password/change-password': () => {
          throw inlineError('token', 'This reset link is not valid or has expired');
        },
      },
    });

    await user.type(newPasswordField(), 'long-enough1');
    await user.type(repeatField(), 'long-enough1{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is not valid or has expired',
    );
    expect(newPasswordField()).toHaveValue('long-enough1');
  });
});
