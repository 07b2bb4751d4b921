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

/**
 * Buys a plan through the gateway call and the gateway stand-in's Pay, as the plans page and a
 * buyer would: the stand-in posts the signed callback that settles the payment.
 */
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
  const checkout = new URL(String(url));
  const paid = await request.post(`${checkout.origin}/checkout`, {
    form: { ...Object.fromEntries(checkout.searchParams), decision: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  expect(paid.headers().location).toMatch(/\/payment-thank-you\/pay_[\w-]+$/);
}

/** The dashboard's side navigation. */
export function dashboardNav(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}
