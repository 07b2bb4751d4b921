import { REFERRAL_INIT_COOKIE, referralInitializeEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import Cookies from 'js-cookie';
import { defaultCookieAttributes } from '../session/cookie-attributes';

export interface ReferralInitDeps {
  api: ApiClient;
  /** `document.referrer`. */
  referrer: string;
  cookies?: { get(name: string): string | undefined; set(name: string, value: string): void };
}

const browserCookies = {
  get: (name: string) => Cookies.get(name),
  set: (name: string, value: string) => {
    Cookies.set(name, value, defaultCookieAttributes());
  },
};

/**
 * Spec section 4 and 7: the initialize call happens once (cookie `init_referral_called`), or again
 * whenever a `refId` query value is present. The answer is not read; a failure is only logged.
 */
export async function initializeReferral(search: string, deps: ReferralInitDeps): Promise<void> {
  const cookies = deps.cookies ?? browserCookies;
  const refId = new URLSearchParams(search).get('refId') ?? undefined;
  if (!refId && cookies.get(REFERRAL_INIT_COOKIE)) return;
  try {
    await deps.api.call(referralInitializeEndpoint, {
      query: { refId: refId || undefined, referrer: deps.referrer || undefined },
    });
    cookies.set(REFERRAL_INIT_COOKIE, 'true');
  } catch (error) {
    console.warn('[adlens] referral initialize failed', error);
  }
}
