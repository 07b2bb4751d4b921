import { expect, test } from '../../fixtures/test';
import { buyPlan, signInFreshAccount } from './dashboard-helpers';

test('a team member is added by e-mail and removed after confirming', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { token } = await signInFreshAccount(request, context, baseURL ?? '', 'team');
  await buyPlan(request, token, 'pro');
  await page.goto('/dashboard/team');

  await expect(page.getByRole('heading', { level: 1, name: 'Manage Team' })).toBeVisible();
  await expect(page.getByText('No team members yet')).toBeVisible();
  await expect(page.getByText('1 of 3 seats used (you included)')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a team member' });
  await form.getByRole('textbox', { name: 'Email' }).fill('colleague@example.com');
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'colleague@example.com is invited to your team.',
  );
  const table = page.getByRole('table', { name: 'Team members' });
  await expect(table.getByRole('row', { name: /colleague@example\.com/ })).toContainText('Invited');

  await page.reload();
  await expect(table.getByRole('row', { name: /colleague@example\.com/ })).toBeVisible();

  await page.getByRole('button', { name: 'Remove colleague@example.com' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove team member?' });
  await expect(dialog).toContainText('colleague@example.com will lose access');
  await dialog.getByRole('button', { name: 'Remove member' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('colleague@example.com is removed from your team.')).toBeVisible();
  await expect(page.getByText('No team members yet')).toBeVisible();
});

test("the plan's seat limit and a duplicate are shown on the e-mail field", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { token } = await signInFreshAccount(request, context, baseURL ?? '', 'team-limit');
  await buyPlan(request, token, 'pro');
  await page.goto('/dashboard/team');
  const form = page.getByRole('form', { name: 'Add a team member' });
  const email = form.getByRole('textbox', { name: 'Email' });

  for (const address of ['one@example.com', 'two@example.com']) {
    await email.fill(address);
    await form.getByRole('button', { name: 'Add member' }).click();
    await expect(form.getByRole('status')).toHaveText(`${address} is invited to your team.`);
  }
  await email.fill('two@example.com');
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(email).toHaveAccessibleDescription(/This person is already on your team/);

  await email.fill('three@example.com');
  await form.getByRole('button', { name: 'Add member' }).click();
  await expect(email).toHaveAccessibleDescription(
    /Your plan allows a team of 3\. Remove a member or upgrade your plan\./,
  );
  await expect(email).toHaveValue('three@example.com');
});

test('the free plan has no seats: the server says so on the field', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'team-free');
  await page.goto('/dashboard/team');
  const form = page.getByRole('form', { name: 'Add a team member' });

  await form.getByRole('textbox', { name: 'Email' }).fill('friend@example.com');
  await form.getByRole('button', { name: 'Add member' }).click();

  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /Your plan has no team seats\. Upgrade your plan to add members\./,
  );
});

test('a team that gets no answer keeps the page, with a retry, like every other page', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { token } = await signInFreshAccount(request, context, baseURL ?? '', 'team-offline');
  await buyPlan(request, token, 'pro');
  // No answer is a fault dev-api cannot produce: the browser drops the request.
  await page.route('**/api/v1/subscription/team/members', (route) => route.abort('failed'));
  await page.goto('/dashboard/team');

  await expect(page.getByRole('heading', { level: 1, name: 'Manage Team' })).toBeVisible();
  await expect(page.getByText('Your team could not be loaded')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/team');

  await page.unroute('**/api/v1/subscription/team/members');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No team members yet')).toBeVisible();
});
