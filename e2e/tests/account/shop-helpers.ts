import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { type BrowserContext, type APIRequestContext, type Page, expect } from '@playwright/test';
import { createConfirmedAccount, uniqueEmail } from '../auth/auth-helpers';

const PASSWORD = 'shop-password-1';

/**
 * Signs the context in as a new confirmed account: payments change the payer's plan and credits,
 * which must not leak into other suites through a shared demo account.
 */
export async function signInAsNewCustomer(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  label: string,
): Promise<string> {
  const email = uniqueEmail(label);
  await createConfirmedAccount(request, email, PASSWORD);
  const response = await request.post('/api/v1/auth/login', {
    data: { email, password: PASSWORD },
  });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  const { token } = successBodySchema(authTokenDataSchema).parse(await response.json()).data;
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL, sameSite: 'Lax' }]);
  return token;
}

/** The Total line of the price breakdown. */
export function priceTotal(page: Page) {
  return page.getByRole('region', { name: 'Price' }).locator('.price-breakdown__row--total dd');
}

/** Buys a yearly Pro plan by PayPal and cancels it at the gateway stand-in: ends on the failed
 * page and returns the payment's id. */
export async function failCheckout(page: Page): Promise<string> {
  await page.goto('/plans/select?plan=pro&period=year');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Pay €1,290' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout (paypal stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-failed\/pay_[\w-]+$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}
