import { expect, test } from '../../fixtures/test';

test('a remote that will not load shows a fallback with retry while the shell keeps working', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  let searchDown = true;
  await page.route('**/remotes/remote-search/**', (route) =>
    searchDown ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );

  await page.goto('/youtube/search');
  const fallback = page
    .getByRole('alert')
    .filter({ hasText: 'This part of Adlens is unavailable' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Another remote still works in the same page session.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();

  // Once the remote is back, Retry loads it without a page reload.
  searchDown = false;
  await page.goBack();
  await expect(fallback).toBeVisible();
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'YouTube ad search' })).toBeVisible();
});
