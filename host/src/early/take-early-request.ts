import { userInitEndpoint } from '@adlens/shared-contracts';
import type { EarlyRequests } from './early-requests';

declare global {
  interface Window {
    __adlensEarly?: EarlyRequests;
  }
}

interface EarlyHolder {
  __adlensEarly?: EarlyRequests;
}

/** Where the API client sends the user load (its prefix `/api` and the contract's path). */
const USER_INIT_PATH = `/api${userInitEndpoint.path}`;

/**
 * The inline script's user-init answer, when it was asked with `token`; each answer is taken once,
 * so a later user load (sign-in, refresh) always asks the server afresh.
 */
export function takeEarlyUserInit(
  token: string | undefined,
  holder: EarlyHolder = window,
): Promise<Response> | null {
  const early = holder.__adlensEarly?.userInit;
  if (!early) return null;
  delete holder.__adlensEarly?.userInit;
  return token && early.token === token ? early.response : null;
}

/** The inline script's ad-blocker probe, once. */
export function takeEarlyAdBlockerProbe(holder: EarlyHolder = window): Promise<Response> | null {
  const probe = holder.__adlensEarly?.adBlockerProbe ?? null;
  delete holder.__adlensEarly?.adBlockerProbe;
  return probe;
}

function isRequest(input: unknown): input is Request {
  return typeof input === 'object' && input !== null && 'method' in input && 'url' in input;
}

/**
 * `fetch` for the API client: the user load of start-up gets the inline script's answer (already on
 * its way), every other request goes to the network.
 */
export function withEarlyUserInit(base: typeof fetch, holder: EarlyHolder = window): typeof fetch {
  return (input, init) => {
    if (
      isRequest(input) &&
      input.method === 'GET' &&
      new URL(input.url).pathname === USER_INIT_PATH
    ) {
      const token = input.headers.get('Authorization')?.replace(/^Bearer /, '');
      const early = takeEarlyUserInit(token, holder);
      if (early) return early;
    }
    return base(input, init);
  };
}
