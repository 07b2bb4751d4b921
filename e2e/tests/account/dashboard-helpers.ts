import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { type APIRequestContext, type BrowserContext, type Page, expect } from '@playwright/test';
import { createConfirmedAccount, uniqueEmail } from '../auth/auth-helpers';

export interface FreshAccount {
  email: string;
  password: string;
  token: string;
}

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  return successBodySchema(authTokenDataSchema).parse(await response.json()).data.token;
}

/**
 * A new confirmed account, signed in in `context`: specs that change an account (password, avatar,
 * team) use their own, because other suites use the demo accounts in parallel.
 */
export async function signInFreshAccount(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  label: string,
): Promise<FreshAccount> {
  const email = uniqueEmail(label);
  const password = 'e2e-first-password-1';
  await createConfirmedAccount(request, email, password);
  const token = await login(request, email, password);
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL, sameSite: 'Lax' }]);
  return { email, password, token };
}

/** Buys a plan through the gateway call and the dev checkout, as the plans page would. */
export async function buyPlan(request: APIRequestContext, token: string, plan: 'pro' | 'business') {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post('/api/v1/payment/gateway/stripe', {
    headers,
    data: { plan, period: 'month' },
  });
  expect(started.ok(), `gateway answered ${started.status()}`).toBe(true);
  const body: unknown = await started.json();
  const url =
    typeof body === 'object' && body !== null && 'data' in body ? Object(body.data).url : undefined;
  expect(typeof url).toBe('string');
  const paid = await request.post(`${String(url)}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** The dashboard's side navigation. */
export function dashboardNav(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}
