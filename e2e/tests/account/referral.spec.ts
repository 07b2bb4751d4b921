import { expect, test } from '../../fixtures/test';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

test.describe('referral programme', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('demo');
  });

  test('copies the referral link with a visible confirmation', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/referral');
    const link = page.getByRole('textbox', { name: 'Referral link' });
    await expect(link).toHaveValue(/\/authentication\/signup\?refId=DEMO2026$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await link.inputValue());
  });

  test('performance follows the range in the URL', async ({ page }) => {
    await page.goto('/referral');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('Balance')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await page.getByRole('radio', { name: 'Last 90 days' }).click();
    await expect(page).toHaveURL('/referral?period=90');
    await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    const to = new Date();
    const from = new Date(to.getTime() - 6 * 86_400_000);
    await page.goto(`/referral?from=${isoDay(from)}&to=${isoDay(to)}`);
    await expect(page.getByRole('radio', { name: 'Custom range' })).toBeChecked();
    const chart = page.getByRole('figure', { name: /Clicks, sign-ups/ });
    await chart.getByRole('button', { name: 'Show data table' }).click();
    // A header row and one row per day of the range.
    await expect(chart.getByRole('row')).toHaveCount(8);
  });

  test('a payout below the threshold is refused inline; the balance is paid out once', async ({
    page,
  }) => {
    await page.goto('/referral');
    const amount = page.getByRole('textbox', { name: 'Amount (EUR)' });
    await amount.fill('10');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await expect(amount).toHaveAccessibleDescription(/The minimum payout is 50 EUR\./);
    await expect(amount).toHaveValue('10');

    await amount.fill('');
    const payouts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/referrals/payout'))
        payouts.push(request.url());
    });
    await page.getByRole('button', { name: 'Request payout' }).dblclick();
    await expect(
      page.getByText(/^Payout of €[\d,.]+ requested\. Your balance is now €0\.$/),
    ).toBeVisible();
    const history = page.getByRole('region', { name: 'Payouts' });
    await expect(history.getByRole('row').filter({ hasText: 'Requested' })).toHaveCount(1);
    expect(payouts).toHaveLength(1);
    const balance = page
      .getByRole('region', { name: 'Overview' })
      .getByText('Balance')
      .locator('..');
    await expect(balance).toContainText('€0');
  });
});
