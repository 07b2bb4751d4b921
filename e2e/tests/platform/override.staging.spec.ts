import { CANDIDATE_VERSION, serveCandidate } from './override-helpers';
import { useTestConfig } from './platform-helpers';
import { expect, test } from './shared-session';

// Runs in the "staging" project: the production-like server with ADLENS_ENV=staging.
test('in staging a tester points remote-search at a candidate, shown in a banner and in RUM', async ({
  page,
  useSharedSession,
}) => {
  await useTestConfig(page);
  await useSharedSession();
  const pinned = await serveCandidate(page, 'staging');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(`/meta/search?adlens-remote=remote_search@${CANDIDATE_VERSION}`);
  await expect(page.getByRole('heading', { level: 1, name: /ad search/i })).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Candidate releases' });
  await expect(banner).toContainText(`remote_search@${CANDIDATE_VERSION}`);
  await expect(banner).toContainText(`pinned ${pinned.version}`);
  // The production build loads the candidate's entry directly, like a pin's (decision 0040).
  expect(requested).toContain(`/remotes/remote-search/${CANDIDATE_VERSION}/remoteEntry.js`);
  expect(requested).not.toContain(`${pinned.base}remoteEntry.js`);

  // Every RUM event names the candidate.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          (window as { __adlensRumEvents?: { context?: Record<string, unknown> }[] })
            .__adlensRumEvents ?? []
        ).map((event) => event.context?.remote_overrides),
      ),
    )
    .toContainEqual({ remote_search: CANDIDATE_VERSION });

  // Remembered without the query parameter, until the tester goes back to the pins.
  await page.goto('/meta/search');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Use pinned releases' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /ad search/i })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('adlens:remote-overrides'))).toBeNull();
});
