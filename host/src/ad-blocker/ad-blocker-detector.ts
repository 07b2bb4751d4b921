import { AD_BLOCKER_CHECK_DELAY_MS } from '@adlens/shared-contracts';

export interface AdBlockerDetector {
  /**
   * Whether a blocker-like block stops the probe request. The first answer is kept for the page
   * session; `fresh` probes again (the /ads-blocker page, after the user disabled the blocker).
   */
  isBlocked(options?: { fresh?: boolean }): Promise<boolean>;
}

export interface AdBlockerDetectorDeps {
  /** `window.location.host`: the probe path names the app's own host. */
  host: string;
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  /** The page's inline script's probe (`early/early-requests.ts`), already past the wait. */
  firstProbe?: Promise<Response> | null;
}

/** Spec section 7: a path that ad blockers' filter lists stop (it contains `/ads/`). */
export function adBlockerProbeUrl(host: string): string {
  return `/api/v1/analytics/${encodeURIComponent(host)}/ads/?duration=life_time`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The probe's text: the response status when an answer arrived, '' when the request was stopped
 * before reaching the server. A HEAD response has no body by definition, so the spec's "empty text
 * body means blocked" is read as "no answer at all" (what a blocker produces).
 */
async function probeText(probe: () => Promise<Response>): Promise<string> {
  try {
    const response = await probe();
    return response.type === 'opaque' || response.status === 0 ? '' : String(response.status);
  } catch {
    return '';
  }
}

export function createAdBlockerDetector(deps: AdBlockerDetectorDeps): AdBlockerDetector {
  const wait = deps.wait ?? sleep;
  let remembered: Promise<boolean> | null = null;
  let early = deps.firstProbe ?? null;

  async function check(): Promise<boolean> {
    const taken = early;
    early = null;
    if (taken) return (await probeText(() => taken)) === '';
    await wait(AD_BLOCKER_CHECK_DELAY_MS);
    const fetchImpl = deps.fetch ?? fetch;
    const url = adBlockerProbeUrl(deps.host);
    return (await probeText(() => fetchImpl(url, { method: 'HEAD', cache: 'no-store' }))) === '';
  }

  return {
    isBlocked({ fresh = false } = {}) {
      if (fresh || !remembered) remembered = check();
      return remembered;
    },
  };
}
