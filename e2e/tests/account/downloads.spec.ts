import { expect, test } from '../../fixtures/test';

test.describe('downloads', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('demo');
  });

  test('starts a download, which the browser saves and the list marks', async ({ page }) => {
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'TikTok creative playbook' });
    await expect(row.getByText('Not downloaded yet')).toBeVisible();
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download TikTok creative playbook' }).click();
    expect((await saved).suggestedFilename()).toMatch(/tiktok/i);
    await expect(row.getByText('Downloaded Today')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'TikTok creative playbook' })
        .getByText('Downloaded Today'),
    ).toBeVisible();
  });

  test('the kind filter and the page live in the URL', async ({ page }) => {
    await page.goto('/downloads');
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Guides' });
    await expect(page).toHaveURL('/downloads?kind=guide');
    await expect(page.getByText('2 downloads')).toBeVisible();
    await page.goto('/downloads?kind=guide&page=2');
    await expect(page.getByText('This page is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL('/downloads?kind=guide');
    await expect(page.getByRole('rowheader', { name: /TikTok creative playbook/ })).toBeVisible();
  });
});
