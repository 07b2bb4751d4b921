// The page's first API requests, started by an inline script of index.html while the host's own
// scripts download (issue 13, decision 0019): the user load and the ad-blocker probe are then one
// request wave after the page instead of two or three. The host takes each answer once
// (`take-early-request.ts`) and treats it exactly as if it had asked itself.
//
// The function below is inlined into the page on its own (tools/webpack/inline-script.mjs): it may
// use nothing from outside its body. `early-requests.test.ts` keeps its constants equal to the
// contract's and the guards'.

/** The requests an inline script may have started, each taken at most once. */
export interface EarlyRequests {
  /** `GET /api/v1/user/init` with the session cookie's token, and the token it was sent with. */
  userInit?: { token: string; response: Promise<Response> };
  /** The ad-blocker probe (a `HEAD` of the probe path), after the spec's 10 ms wait. */
  adBlockerProbe?: Promise<Response>;
}

/** The part of `window` the early script touches. */
export interface EarlyWindow {
  document: { cookie: string };
  location: { pathname: string; host: string };
  sessionStorage?: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
  setTimeout: (handler: () => void, ms: number) => unknown;
  __adlensEarly?: EarlyRequests;
}

export function startEarlyRequests(win: EarlyWindow): void {
  const early: EarlyRequests = {};
  win.__adlensEarly = early;
  const cookie = /(?:^|;\s*)auth_token=([^;]*)/.exec(win.document.cookie);
  let token = '';
  try {
    token = cookie?.[1] ? decodeURIComponent(cookie[1]) : '';
  } catch {
    // A cookie the host cannot read either: the host decides what to do with it.
  }
  // Spec section 5: these pages never load the user; a visitor without a session has none to load.
  const skipsUserLoad = ['/request-limit', '/maintenance', '/oauth', '/500'];
  if (!token || skipsUserLoad.indexOf(win.location.pathname) >= 0) return;
  let cached: string | null = null;
  try {
    // The page session already knows the user (spec: loaded once per page session).
    cached = win.sessionStorage?.getItem('adlens:user') ?? null;
  } catch {
    cached = null;
  }
  if (!cached) {
    const response = win.fetch('/api/v1/user/init', {
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        'X-Requested-With': 'XMLHttpRequest',
      },
    });
    // Whoever takes it handles a failure; one nobody takes must not surface as unhandled.
    response.catch(() => undefined);
    early.userInit = { token, response };
  }
  if (win.location.pathname === '/ads-blocker') return;
  const probeUrl = `/api/v1/analytics/${encodeURIComponent(win.location.host)}/ads/?duration=life_time`;
  early.adBlockerProbe = new Promise<Response>((resolve, reject) => {
    win.setTimeout(() => {
      win.fetch(probeUrl, { method: 'HEAD', cache: 'no-store' }).then(resolve, reject);
    }, 10);
  });
  early.adBlockerProbe.catch(() => undefined);
}
