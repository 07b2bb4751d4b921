import { expect, test } from '../../fixtures/test';
import { dashboardNav, signInFreshAccount } from './dashboard-helpers';

test('the demo account sees its plan, credits and recent usage', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/dashboard');

  await expect(page).toHaveURL('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Pro', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Credits used' })).toHaveAttribute(
    'aria-valuemax',
    '1500',
  );
  await expect(page.getByRole('region', { name: 'Recent usage' })).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
    'href',
    '/plans/select',
  );
});

test('the side navigation moves between sections by URL; back and reload restore them', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/dashboard/subscription');
  await expect(dashboardNav(page).getByRole('link', { name: 'Subscription' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await dashboardNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await dashboardNav(page).getByRole('link', { name: 'Manage Team' }).click();
  await expect(page).toHaveURL('/dashboard/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Team' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(dashboardNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a new user gets the tutorials once; hiding them is remembered by the server', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'tutorials');
  await page.goto('/dashboard/subscription');

  const tutorials = page.getByRole('region', { name: 'New here? Start with these tutorials' });
  await expect(tutorials.getByText('Getting started with Adlens', { exact: true })).toBeVisible();
  await tutorials.getByRole('button', { name: 'Hide tutorials' }).click();
  await expect(tutorials).toBeHidden();

  // A new tab starts a new page session (no session storage): only the server remembers.
  await expect
    .poll(async () => {
      const fresh = await context.newPage();
      await fresh.goto('/dashboard/profile');
      await expect(fresh.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      const shown = await fresh.getByRole('button', { name: 'Hide tutorials' }).isVisible();
      await fresh.close();
      return shown;
    })
    .toBe(false);
});
