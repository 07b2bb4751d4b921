import { expect, test } from '../../fixtures/test';

// Faults dev-api cannot produce on demand are served with page.route; everything else is real.

test('an error without meta shows Something went wrong!', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.route('**/api/v1/notifications**', (route) =>
    route.fulfill({ status: 500, body: 'oops' }),
  );
  await page.route('**/api/v1/user/init', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.goto('/meta/search');
  await expect(page.getByText('Something went wrong!')).toBeVisible();
});

test('meta code 200 without a message loads /500', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.route('**/api/v1/user/init', (route) =>
    route.fulfill({ status: 200, json: { status: 'error', meta: { code: 200 } } }),
  );
  await page.goto('/meta/search');
  await expect(page).toHaveURL('/500');
  await expect(page.getByRole('heading', { name: 'Server error' })).toBeVisible();
});

test('a REDIRECT error to MAINTENANCE goes to the maintenance page', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.route('**/api/v1/user/init', (route) =>
    route.fulfill({
      status: 503,
      json: { status: 'error', meta: { message: 'Down', action: 'REDIRECT', to: 'MAINTENANCE' } },
    }),
  );
  await page.goto('/meta/search');
  await expect(page).toHaveURL('/maintenance');
});
