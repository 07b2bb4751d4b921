import { AUTH_TOKEN_COOKIE } from '@adlens/shared-contracts';
import Cookies from 'js-cookie';
import { defaultCookieAttributes } from './cookie-attributes';

export function readToken(): string | undefined {
  const value = Cookies.get(AUTH_TOKEN_COOKIE);
  return value && value.length > 0 ? value : undefined;
}

export function writeToken(token: string): void {
  Cookies.set(AUTH_TOKEN_COOKIE, token, defaultCookieAttributes());
}

export function clearToken(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE, { path: '/' });
}
