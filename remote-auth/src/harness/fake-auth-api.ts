import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { ApiError } from '@adlens/shared-contracts';

/** The code every fake mail carries; the harness has no mailbox to read. */
export const HARNESS_CODE = '123456';
export const HARNESS_RESET_TOKEN = 'harness-reset-token';

interface FakeAccount {
  name: string;
  password: string;
  confirmed: boolean;
}

function inline(field: string, message: string): ApiError {
  return new ApiError({ message, action: 'INLINE', field, type: 'error', code: 422 }, 422);
}

/** A string field of a request body or query, '' when absent. */
function text(input: unknown, name: string): string {
  if (typeof input !== 'object' || input === null) return '';
  const value: unknown = Object.getOwnPropertyDescriptor(input, name)?.value;
  return typeof value === 'string' ? value : '';
}

const emailOf = (body: unknown) => text(body, 'email').trim().toLowerCase();

/**
 * In-memory stand-ins for the auth calls, shaped like dev-api's answers so that every page can be
 * walked through by hand: demo@adlens.test / adlens-demo signs in, unconfirmed@adlens.test is sent
 * to confirm, every code is 123456.
 */
export function createFakeAuthApi(): Record<string, FakeHandler> {
  const accounts = new Map<string, FakeAccount>([
    ['demo@adlens.test', { name: 'Demo User', password: 'adlens-demo', confirmed: true }],
    ['unconfirmed@adlens.test', { name: 'New User', password: 'adlens-demo', confirmed: false }],
  ]);
  const session = (email: string) => ({
    token: `harness-token-${email}`,
    user: { id: 1, email, name: accounts.get(email)?.name ?? 'Harness' },
  });

  const oauth: { state: string | null; redirect: string | null } = { state: null, redirect: null };

  return {
    'POST /v1/auth/login': ({ body }) => {
      const email = emailOf(body);
      const account = accounts.get(email);
      if (!account || account.password !== text(body, 'password')) {
        throw inline('password', 'Wrong e-mail or password');
      }
      if (!account.confirmed) {
        throw new ApiError(
          {
            message: 'Please confirm your e-mail address first. We sent you a code.',
            action: 'REDIRECT',
            to: 'EMAIL_CONFIRM',
            type: 'warning',
            code: 409,
          },
          403,
        );
      }
      return session(email);
    },
    'POST /v1/auth/register': ({ body }) => {
      const email = emailOf(body);
      // As the API (decision 0048): a taken e-mail answers like a new one and changes nothing.
      if (accounts.has(email)) return { email, confirmation_required: true };
      accounts.set(email, {
        name: text(body, 'name'),
        password: text(body, 'password'),
        confirmed: false,
      });
      return { email, confirmation_required: true };
    },
    'POST /v1/auth/confirm': ({ body }) => {
      const email = emailOf(body);
      const account = accounts.get(email);
      if (!account || text(body, 'token').trim() !== HARNESS_CODE) {
        throw inline('token', 'The code is not valid or has expired');
      }
      account.confirmed = true;
      return session(email);
    },
    'POST /v1/auth/confirm/resend': ({ body }) => ({ sent: true, email: emailOf(body) }),
    'POST /v1/auth/reset-password': ({ body }) => ({ sent: true, email: emailOf(body) }),
    'POST /v1/auth/reset-password/verify': ({ body }) => {
      if (!accounts.has(emailOf(body)) || text(body, 'token').trim() !== HARNESS_CODE) {
        throw inline('token', 'The code is not valid or has expired');
      }
      return { token: HARNESS_RESET_TOKEN };
    },
    'POST /v1/auth/reset-password/change-password': ({ body }) => {
      const account = accounts.get(emailOf(body));
      if (!account || text(body, 'token') !== HARNESS_RESET_TOKEN) {
        throw inline('token', 'This reset link is not valid or has expired');
      }
      account.password = text(body, 'password');
      return { changed: true };
    },
    // The provider's consent page is skipped: the browser goes straight back to /oauth with a
    // code for the state this start remembered (the harness's stand-in for the state cookie).
    'GET /v1/auth/oauth/{provider}': ({ query }, path) => {
      const provider = path.split('/').pop() ?? '';
      oauth.state = `harness-state-${provider}`;
      oauth.redirect = text(query, 'redirect') || null;
      const back = new URLSearchParams({ code: 'harness-code', state: oauth.state, provider });
      return { url: `/oauth?${back}`, provider };
    },
    'POST /v1/auth/oauth/{provider}/callback': ({ body }) => {
      const expected = oauth.state;
      oauth.state = null;
      if (!expected || text(body, 'state') !== expected || text(body, 'code') !== 'harness-code') {
        throw new ApiError(
          {
            message: 'This sign-in link is not valid in this browser. Start the sign-in again.',
            action: 'INLINE',
            type: 'error',
            code: 400,
          },
          400,
        );
      }
      return { ...session('demo@adlens.test'), redirect: oauth.redirect };
    },
  };
}
