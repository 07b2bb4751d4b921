import {
  AUTH_TOKEN_COOKIE,
  COOKIE_LIFETIME_DAYS,
  COOKIE_SAME_SITE,
} from '@adlens/shared-contracts';
import Cookies from 'js-cookie';

export function readToken(): string | undefined {
  const value = Cookies.get(AUTH_TOKEN_COOKIE);
  return value && value.length > 0 ? value : undefined;
}

/** Spec section 9 and design: 60 days, SameSite Lax, Secure over https. */
export function writeToken(token: string): void {
  Cookies.set(AUTH_TOKEN_COOKIE, token, {
    expires: COOKIE_LIFETIME_DAYS,
    sameSite: COOKIE_SAME_SITE,
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}

export function clearToken(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE, { path: '/' });
}
