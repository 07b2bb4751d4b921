import { expect, test } from '../../fixtures/test';

test('the user is loaded once per page session', async ({ page, signInAs }) => {
  await signInAs('demo');
  let userInits = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/user/init')) userInits += 1;
  });
  await page.goto('/meta/search');
  await page.getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL('/plans/select');
  await page.reload();
  await expect(page.getByTestId('remaining-credits')).toBeVisible();
  expect(userInits).toBe(1);
});

test('logout clears the token and returns to sign-in', async ({ page, context, signInAs }) => {
  await signInAs('demo');
  await page.goto('/meta/search');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/authentication\/signin/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'auth_token')).toBeUndefined();
  await page.goto('/downloads');
  await expect(page).toHaveURL('/authentication/signin?redirect=%2Fdownloads');
});

test('an expired token shows the sign-in message and asks to sign in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'auth_token', value: 'expired-token', url: baseURL ?? '' }]);
  await page.goto('/downloads');
  await expect(page).toHaveURL(/\/authentication\/signin/);
  await expect(page.getByText('You must to sign in again')).toBeVisible();
});

test('the header shows the remaining credits', async ({ page, signInAs }) => {
  await signInAs('noCredits');
  await page.goto('/meta/search');
  await expect(page.getByTestId('remaining-credits')).toHaveText('0');
});
