import { expect, test } from '../../fixtures/test';
import { priceTotal } from './shop-helpers';

test.describe('plan selection', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('demo');
  });

  test('shows the seeded plans side by side with what each includes', async ({ page }) => {
    await page.goto('/plans/select');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan' })).toBeVisible();
    const pro = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pro' }) });
    await expect(pro.getByText('Current plan')).toBeVisible();
    await expect(pro.getByRole('list', { name: 'Pro includes' })).toContainText(
      '1,500 ad detail credits',
    );
    await expect(page.getByRole('radio', { name: 'Choose Pro' })).toBeChecked();
    await expect(priceTotal(page)).toHaveText('€129');
  });

  test('the calculator total follows plan, period and coupon, and the URL keeps them', async ({
    page,
  }) => {
    await page.goto('/plans/select');
    await page.getByRole('radio', { name: /Yearly/ }).check();
    await page.getByRole('radio', { name: 'Choose Business' }).check();
    await expect(priceTotal(page)).toHaveText('€2,990');
    await expect(page.getByText(/Yearly billing saves €598/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('SAVE10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(priceTotal(page)).toHaveText('€2,980');
    await expect(page).toHaveURL('/plans/select?plan=business&period=year&coupon=SAVE10');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Choose Business' })).toBeChecked();
    await expect(priceTotal(page)).toHaveText('€2,980');
  });

  test('a valid coupon shows its discount', async ({ page }) => {
    await page.goto('/plans/select?plan=pro');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome20');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coupon applied' })).toContainText(
      'WELCOME20: 20% off',
    );
    await expect(page.getByText('Coupon WELCOME20 (20% off)')).toBeVisible();
    await expect(priceTotal(page)).toHaveText('€103.20');
    await expect(page.getByRole('button', { name: 'Pay €103.20' })).toBeEnabled();
  });

  test('an invalid coupon says why next to the field and keeps the text', async ({ page }) => {
    await page.goto('/plans/select');
    const field = page.getByRole('textbox', { name: 'Coupon code' });
    await field.fill('EXPIRED15');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(field).toHaveAccessibleDescription('This coupon has expired');
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(field).toHaveAccessibleDescription('This coupon does not exist');
    await expect(field).toHaveValue('NOSUCHCODE');
    await expect(priceTotal(page)).toHaveText('€129');
  });
});

test.describe('a payment-blocked account', () => {
  test('cannot open plans or payment pages, nor start a payment', async ({
    page,
    signInAs,
    request,
  }) => {
    const token = await signInAs('noPayment');
    for (const path of [
      '/plans/select',
      '/plans',
      '/r/plans-select',
      '/payment-thank-you/pay_abcdefgh12',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/you-are-blocked');
    }
    const response = await request.post('/api/v1/payment/gateway/stripe', {
      headers: { authorization: `Bearer ${token}` },
      data: { plan: 'basic', period: 'month' },
    });
    expect(response.status()).toBe(403);
  });
});
