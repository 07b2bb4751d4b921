import { expect, test } from '../../fixtures/test';
import { failCheckout, priceTotal, signInAsNewCustomer } from './shop-helpers';

test('paying through the gateway stand-in ends on the thank-you page', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInAsNewCustomer(request, context, baseURL ?? '', 'pay-ok');
  await page.goto('/plans/select?plan=basic');
  await expect(priceTotal(page)).toHaveText('€49');
  await page.getByRole('button', { name: 'Pay €49' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout (stripe stand-in)' })).toBeVisible();
  await expect(page.getByText('49.00 EUR')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-thank-you\/pay_[\w-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your payment' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See your subscription' }).click();
  await expect(page).toHaveURL('/dashboard/subscription');
});

test('a cancelled checkout ends on the failed page, which leads back to the plans', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInAsNewCustomer(request, context, baseURL ?? '', 'pay-fail');
  await failCheckout(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment did not go through' }),
  ).toBeVisible();
  await expect(page.getByText(/no money was taken/)).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/plans/select');
});
