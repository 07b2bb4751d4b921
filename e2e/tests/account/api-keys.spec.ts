import { AxeBuilder } from '@axe-core/playwright';
import {
  API_KEY_SECRET_PREFIX,
  CREDITS_LEFT_HEADER,
  CREDITS_USED_HEADER,
  adDetailDryRunEndpoint,
  adSearchEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { signInFreshAccount } from './dashboard-helpers';

/**
 * Serious or critical axe findings (WCAG 2.x A and AA) in the key section. One scan: each costs
 * several seconds here. The dialog's name, fields and focus are checked by the section's jest tests.
 */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('.api-keys-section')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

/** The IETF rate-limit fields of decision 0057, for the key's policy and its user's. */
function expectRateLimitFields(response: APIResponse) {
  const headers = response.headers();
  expect(headers['ratelimit-policy']).toMatch(/^"key";q=\d+;w=\d+, "user";q=\d+;w=\d+$/);
  expect(headers.ratelimit).toMatch(/^"key";r=\d+;t=\d+, "user";r=\d+;t=\d+$/);
}

/** Creates a key with the profile page's form; answers the open secret dialog. */
async function createKeyOnProfilePage(page: Page, name: string, scopes: readonly string[]) {
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet')).toBeVisible();
  await section.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const scope of scopes) await section.getByRole('checkbox', { name: scope }).check();
  await section.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: `Your API key “${name}”` });
  await expect(dialog.getByText('you will not see it again')).toBeVisible();
  return { section, dialog };
}

test('a key made on the profile page searches ads with the limit headers; dry_run costs nothing', async ({
  page,
  request,
  context,
  baseURL,
  playwright,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'api-keys');
  const { section, dialog } = await createKeyOnProfilePage(page, 'e2e program', [
    'ads:read',
    'ads:detail',
  ]);
  const secretField = dialog.getByRole('textbox', { name: 'API key' });
  await expect(secretField).toHaveValue(new RegExp(`^${API_KEY_SECRET_PREFIX}[\\w-]{43}$`));
  const secret = await secretField.inputValue();
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row', { name: /e2e program/ });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);

  // A program's own client: no browser cookie, only the key.
  const program = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${secret}` },
  });
  try {
    const search = await program.post('/api/v1/meta/ads/search', { data: { per_page: 5 } });
    expect(search.status(), await search.text()).toBe(200);
    expectRateLimitFields(search);
    const ads = successBodySchema(adSearchEndpoint.data).parse(await search.json()).data.items;
    const adId = ads[0]?.id;
    if (adId === undefined) throw new Error('the seeded search found no ad');

    const dryRun = await program.get(`/api/v1/meta/ads/${adId}?dry_run=1`);
    expect(dryRun.status(), await dryRun.text()).toBe(200);
    expectRateLimitFields(dryRun);
    const estimate = successBodySchema(adDetailDryRunEndpoint.data).parse(await dryRun.json()).data;
    expect(estimate.cost).toBe(1);
    expect(dryRun.headers()[CREDITS_USED_HEADER.toLowerCase()]).toBe('0');
    expect(dryRun.headers()[CREDITS_LEFT_HEADER.toLowerCase()]).toBe(String(estimate.credits_left));

    // The dry run charged nothing: the real view spends from the same balance, once.
    const view = await program.get(`/api/v1/meta/ads/${adId}`);
    expect(view.status(), await view.text()).toBe(200);
    expect(view.headers()[CREDITS_USED_HEADER.toLowerCase()]).toBe('1');
    expect(view.headers()[CREDITS_LEFT_HEADER.toLowerCase()]).toBe(
      String(estimate.credits_left - 1),
    );
    const again = await program.get(`/api/v1/meta/ads/${adId}?dry_run=1`);
    expect(successBodySchema(adDetailDryRunEndpoint.data).parse(await again.json()).data).toEqual({
      dry_run: true,
      cost: 0,
      credits_left: estimate.credits_left - 1,
    });

    await row.getByRole('button', { name: /^Revoke e2e program/ }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the key “e2e program”?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(section.getByText('The key “e2e program” is revoked.')).toBeVisible();
    await expect(section.getByText('No API keys yet')).toBeVisible();
    const revoked = await program.post('/api/v1/meta/ads/search', { data: { per_page: 5 } });
    expect(revoked.status()).toBe(401);
  } finally {
    await program.dispose();
  }
});

test('after the secret dialog, focus is on the key list; the section has no serious axe findings', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'api-keys-axe');
  const { section, dialog } = await createKeyOnProfilePage(page, 'axe program', ['ads:read']);
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  // Focus goes to the list, which now shows the key (decision 0060).
  await expect(section.getByRole('region', { name: 'Your API keys' })).toBeFocused();
  await expect(section.getByRole('row', { name: /axe program/ })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});
