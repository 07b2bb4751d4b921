import Cookies from 'js-cookie';

const TOKEN_COOKIE = 'auth_token';
const TOKEN_LIFETIME_DAYS = 60;

export function readToken(): string | undefined {
  const value = Cookies.get(TOKEN_COOKIE);
  return value && value.length > 0 ? value : undefined;
}

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_LIFETIME_DAYS,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
