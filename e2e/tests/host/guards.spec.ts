import { expect, test } from '../../fixtures/test';

test('a user whose routes are blocked is sent to /you-are-blocked', async ({ page, signInAs }) => {
  await signInAs('blocked');
  await page.goto('/meta/analytics');
  await expect(page).toHaveURL('/you-are-blocked');
});

test('a payment-blocked user may not open plan selection', async ({ page, signInAs }) => {
  await signInAs('noPayment');
  await page.goto('/plans/select');
  await expect(page).toHaveURL('/you-are-blocked');
});

test('on a narrow screen a page outside the mobile list goes to search', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/meta/analytics');
  await expect(page).toHaveURL('/meta/search');
  await page.goto('/plans/select');
  await expect(page).toHaveURL('/plans/select');
});

test('an ad blocker sends the user to /ads-blocker and back once it is off', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  // An ad blocker is a fault dev-api cannot produce: the browser stops the probe request.
  await page.route('**/api/v1/analytics/*/ads/**', (route) => route.abort('blockedbyclient'));
  await page.goto('/meta/analytics');
  await expect(page).toHaveURL('/ads-blocker?redirect=%2Fmeta%2Fanalytics');
  await expect(
    page.getByRole('heading', { name: 'Please turn off your ad blocker' }),
  ).toBeVisible();
  await page.unroute('**/api/v1/analytics/*/ads/**');
  await page.getByRole('button', { name: 'I turned it off, continue' }).click();
  await expect(page).toHaveURL('/meta/analytics');
});

test('/ads-blocker never follows a redirect to another site', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/ads-blocker?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL('/dashboard/subscription');
});
