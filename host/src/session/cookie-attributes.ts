import { COOKIE_LIFETIME_DAYS, COOKIE_SAME_SITE } from '@adlens/shared-contracts';
import type Cookies from 'js-cookie';

/** Spec section 9 and design: every cookie of the app lives 60 days, SameSite Lax, Secure over https. */
export function defaultCookieAttributes(): Cookies.CookieAttributes {
  return {
    expires: COOKIE_LIFETIME_DAYS,
    sameSite: COOKIE_SAME_SITE,
    secure: window.location.protocol === 'https:',
    path: '/',
  };
}
