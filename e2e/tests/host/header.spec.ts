import { PLATFORM_LABELS } from '@adlens/shared-contracts';
import { expect, test } from '../../fixtures/test';

test('the notifications bell is drawn, named, and opens the newest notifications', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/meta/search');
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).toBeVisible();
  // An emoji needs an emoji font (Debian's Chromium has none): the icon must be an SVG.
  await expect(bell.locator('svg')).toBeVisible();
  expect(await page.getByRole('banner').textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  await bell.click();
  const list = page.getByRole('region', { name: 'Notifications' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('button', { name: 'Delete all' })).toBeVisible();
});

test('the platform menu switches the platform and closes after the click', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/meta/search');
  await page.getByRole('button', { name: `Platform: ${PLATFORM_LABELS.meta}` }).click();
  await page
    .getByRole('list', { name: 'Platforms' })
    .getByRole('link', { name: PLATFORM_LABELS.tiktok })
    .click();
  await expect(page).toHaveURL(/\/tiktok\/search/);
  const toggle = page.getByRole('button', { name: `Platform: ${PLATFORM_LABELS.tiktok}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('list', { name: 'Platforms' })).toBeHidden();
});
