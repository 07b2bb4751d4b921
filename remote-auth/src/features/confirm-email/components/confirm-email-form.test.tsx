import { FAKE_DEVICE_FINGERPRINT } from '@adlens/shared-contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import { inlineError } from '../../../testing/api-errors';
import { renderAuthPage } from '../../../testing/render-auth-page';

const SESSION = { token: 'fresh-session', user: { id: 7, email: 'ada@example.com', name: 'Ada' } };
const CONFIRM_URL = '/authentication/signup/confirm-email?email=ada%40example.com';

function codeField() {
  return screen.getByRole('textbox', { name: 'Confirmation code' });
}

describe('confirm e-mail form', () => {
  it('takes the e-mail from the query and requires the code', async () => {
    const { user, services } = renderAuthPage(CONFIRM_URL);

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));

    expect(codeField()).toHaveAccessibleDescription('Code is required');
    expect(codeField()).toHaveFocus();
    expect(services.calls).toEqual([]);
  });

  it('ignores an e-mail query that is not an address', () => {
    renderAuthPage('/authentication/signup/confirm-email?email=%3Cscript%3E');

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('confirms, signs in with the returned token and follows the redirect', async () => {
    const { user, services, path } = renderAuthPage(`${CONFIRM_URL}&redirect=%2Freferral`, {
      handlers: { 'POST /v1/auth/confirm': () => SESSION },
    });
    const signIn = jest.spyOn(services.session, 'signIn');

    await user.type(codeField(), '123456{Enter}');

    await waitFor(() => expect(path()).toBe('/referral'));
    expect(signIn).toHaveBeenCalledWith('fresh-session');
    expect(services.calls[0]?.input.body).toEqual({
      email: 'ada@example.com',
      token: '123456',
      device: FAKE_DEVICE_FINGERPRINT,
    });
  });

  it("sends this browser's device fingerprint with the code", async () => {
    const { user, services } = renderAuthPage(CONFIRM_URL, {
      fingerprint: 'webgl-hash_canvas-hash',
      handlers: { 'POST /v1/auth/confirm': () => SESSION },
    });

    await user.type(codeField(), '123456{Enter}');

    await waitFor(() => expect(services.calls).toHaveLength(1));
    expect(services.calls[0]).toMatchObject({
      endpoint: 'POST /v1/auth/confirm',
      input: { body: { device: 'webgl-hash_canvas-hash' } },
    });
  });

  it('still confirms when the fingerprint cannot be computed', async () => {
    const { user, services, path } = renderAuthPage(
      CONFIRM_URL,
      { handlers: { 'POST /v1/auth/confirm': () => SESSION } },
      (fake) => {
        jest.spyOn(fake.device, 'fingerprint').mockRejectedValue(new Error('no canvas'));
      },
    );

    await user.type(codeField(), '123456{Enter}');

    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(services.calls[0]?.input.body).toEqual({ email: 'ada@example.com', token: '123456' });
  });

  it('shows a wrong code next to the code field and keeps it', async () => {
    const { user } = renderAuthPage(CONFIRM_URL, {
      handlers: {
        'POST /v1/auth/confirm': () => {
          throw inlineError('token', 'The code is not valid or has expired');
        },
      },
    });

    await user.type(codeField(), '000000{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not valid or has expired',
    );
    expect(codeField()).toHaveAccessibleDescription('The code is not valid or has expired');
    expect(codeField()).toHaveValue('000000');
  });

  it('prefills the code of a mailed confirmation link and removes it from the address', async () => {
    const { path } = renderAuthPage(`${CONFIRM_URL}&token=link-token&redirect=%2Fbookmarks`);

    await waitFor(() =>
      expect(path()).toBe(
        '/authentication/signup/confirm-email?email=ada%40example.com&redirect=%2Fbookmarks',
      ),
    );
    expect(codeField()).toHaveValue('link-token');
  });

  it('sends a new code and says so', async () => {
    const { user, services } = renderAuthPage(CONFIRM_URL, {
      handlers: {
        'POST /v1/auth/confirm/resend': () => ({ sent: true, email: 'ada@example.com' }),
      },
    });

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeInTheDocument();
    expect(services.calls.map((call) => call.endpoint)).toEqual(['POST /v1/auth/confirm/resend']);
  });

  it('asks for an address before sending a new code', async () => {
    const { user, services } = renderAuthPage('/authentication/signup/confirm-email');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(services.calls).toEqual([]);
  });

  it('tells the tag manager that the confirmed account signed in', async () => {
    const { user, services, path } = renderAuthPage(CONFIRM_URL, {
      handlers: { 'POST /v1/auth/confirm': () => SESSION },
    });

    await user.type(codeField(), '123456{Enter}');

    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(services.tracked).toEqual([{ event: 'sign_in', data: { method: 'confirmation_code' } }]);
  });
});
