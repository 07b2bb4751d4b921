import type { ErrorMeta } from '@adlens/shared-contracts';
import {
  type FailedResponse,
  NO_META_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type ResponseEffects,
  handleFailedResponse,
} from './response-handler';

function effectsAt(location = '/meta/search') {
  const effects: jest.Mocked<ResponseEffects> = {
    notify: jest.fn(),
    navigate: jest.fn(),
    currentLocation: jest.fn(() => location),
    clearSession: jest.fn(),
    markCreditLimitReached: jest.fn(),
    openCreditLimitDialog: jest.fn(),
    setInlineErrors: jest.fn(),
    loadPage: jest.fn(),
  };
  return effects;
}

function failed(
  meta: Partial<ErrorMeta> | null,
  extra: Partial<FailedResponse> = {},
): FailedResponse {
  return {
    meta: meta ? { message: 'Something went wrong', type: 'error', ...meta } : null,
    hasMessage: meta?.message !== undefined,
    status: 400,
    silent: false,
    handledByPage: [],
    ...extra,
  };
}

describe('handleFailedResponse', () => {
  it.each<[string, FailedResponse, string, Partial<Record<keyof ResponseEffects, unknown[]>>]>([
    [
      'SNACKBAR shows a toast with the type and timeout',
      failed({ action: 'SNACKBAR', message: 'Saved filter exists', type: 'warning', timeout: 5 }),
      '/meta/search',
      { notify: [{ type: 'warning', message: 'Saved filter exists', duration: 5 }] },
    ],
    [
      'INLINE replaces the stored inline errors',
      failed({ action: 'INLINE', message: 'E-mail taken', field: 'email' }),
      '/authentication/signup',
      {
        setInlineErrors: [
          [{ action: 'INLINE', message: 'E-mail taken', field: 'email', type: 'error' }],
        ],
      },
    ],
    [
      'REDIRECT to a named target',
      failed({ action: 'REDIRECT', to: 'PLAN_SELECT', message: 'Upgrade' }),
      '/meta/search',
      { navigate: ['/plans/select'] },
    ],
    [
      'REDIRECT to a plain path',
      failed({ action: 'REDIRECT', to: '/downloads?tab=2', message: 'Go' }),
      '/meta/search',
      { navigate: ['/downloads?tab=2'] },
    ],
    ...(
      [
        ['SIGNIN', '/authentication/signin'],
        ['EMAIL_CONFIRM', '/authentication/signup/confirm-email'],
        ['DASHBOARD', '/dashboard'],
        ['MAINTENANCE', '/maintenance'],
        ['REQUEST_LIMIT', '/request-limit'],
        ['PLAN_SELECT', '/plans/select'],
      ] as const
    ).map(
      ([to, path]) =>
        [
          `REDIRECT shortcut ${to}`,
          failed({ action: 'REDIRECT', to, message: 'x' }),
          '/referral',
          { navigate: [path] },
        ] as [string, FailedResponse, string, Partial<Record<keyof ResponseEffects, unknown[]>>],
    ),
    [
      'REDIRECT does nothing when already there',
      failed({ action: 'REDIRECT', to: 'MAINTENANCE', message: 'x' }),
      '/maintenance',
      {},
    ],
    [
      'REDIRECT does nothing when the page handles it',
      failed(
        { action: 'REDIRECT', to: 'MAINTENANCE', message: 'x' },
        { handledByPage: ['REDIRECT'] },
      ),
      '/meta/search',
      {},
    ],
    [
      'REDIRECT_WITH_LOGOUT clears the token, then redirects',
      failed({ action: 'REDIRECT_WITH_LOGOUT', to: 'SIGNIN', message: 'Bye' }),
      '/meta/search',
      { clearSession: [], navigate: ['/authentication/signin'] },
    ],
    [
      'MODAL CREDIT_LIMIT marks the limit and opens the dialog',
      failed({ action: 'MODAL', modal_name: 'CREDIT_LIMIT', message: 'No credits' }),
      '/meta/ads/1',
      { markCreditLimitReached: [], openCreditLimitDialog: [] },
    ],
    [
      'another MODAL shows its message',
      failed({ action: 'MODAL', modal_name: 'OTHER', message: 'Hello', type: 'info' }),
      '/meta/search',
      { notify: [{ type: 'info', message: 'Hello' }] },
    ],
    [
      'an error without an action shows a generic error toast',
      failed({ message: 'Bad filter' }),
      '/meta/search',
      { notify: [{ type: 'error', message: 'Bad filter' }] },
    ],
    [
      'an error without meta shows Something went wrong!',
      failed(null, { status: 502 }),
      '/meta/search',
      { notify: [{ type: 'error', message: NO_META_MESSAGE }] },
    ],
    [
      'meta code 200 without a message loads /500 in full',
      failed({ code: 200 }, { hasMessage: false }),
      '/meta/search',
      { loadPage: ['/500'] },
    ],
    [
      'meta code 403 is a session expiry: toast, token cleared, sign-in with the way back',
      failed({ code: 403, message: 'Forbidden' }),
      '/meta/search?q=1',
      {
        notify: [{ type: 'error', message: SESSION_EXPIRED_MESSAGE }],
        clearSession: [],
        navigate: ['/authentication/signin?redirect=%2Fmeta%2Fsearch%3Fq%3D1'],
      },
    ],
    [
      'HTTP 401 is a session expiry',
      failed(null, { status: 401 }),
      '/downloads',
      {
        notify: [{ type: 'error', message: SESSION_EXPIRED_MESSAGE }],
        clearSession: [],
        navigate: ['/authentication/signin?redirect=%2Fdownloads'],
      },
    ],
    [
      'a silent endpoint is ignored',
      failed({ action: 'SNACKBAR', message: 'x' }, { silent: true }),
      '/meta/search',
      {},
    ],
  ])('%s', (_name, response, location, expected) => {
    const effects = effectsAt(location);
    handleFailedResponse(response, effects);
    for (const key of Object.keys(effects) as (keyof ResponseEffects)[]) {
      if (key === 'currentLocation') continue;
      const args = expected[key];
      if (args === undefined) expect(effects[key]).not.toHaveBeenCalled();
      else expect(effects[key]).toHaveBeenCalledWith(...args);
    }
  });
});
