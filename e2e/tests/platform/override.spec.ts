import { CANDIDATE_VERSION, serveCandidate } from './override-helpers';
import { useTestConfig } from './platform-helpers';
import { expect, test } from './shared-session';

test('production ignores a candidate override and says so in the console', async ({
  page,
  useSharedSession,
}) => {
  await useTestConfig(page);
  await useSharedSession();
  const pinned = await serveCandidate(page, 'production');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(`/meta/search?adlens-remote=remote_search@${CANDIDATE_VERSION}`);
  await expect(page.getByRole('heading', { level: 1, name: /ad search/i })).toBeVisible();

  expect(warnings.join('\n')).toMatch(/remote overrides are ignored in production/);
  await expect(page.getByRole('complementary', { name: 'Candidate releases' })).toHaveCount(0);
  expect(requested).toContain(`${pinned.base}remoteEntry.js`);
  expect(requested.filter((path) => path.includes(CANDIDATE_VERSION))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('adlens:remote-overrides'))).toBeNull();
});
