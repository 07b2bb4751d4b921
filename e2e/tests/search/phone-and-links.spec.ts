import { expect, test } from '../../fixtures/test';
import { waitForResults } from './search-helpers';

// Issue 41: a shared search link never loses its query in silence, and a phone's first screen
// shows ads, with the filters behind one button.

const SEARCH_CALL = /\/api\/v1\/meta\/ads\/search$/;

test.describe('a search link keeps its query', () => {
  test('a keyword the grammar refuses stays in the box with where it went wrong; nothing is searched', async ({
    page,
    signInAs,
  }) => {
    await signInAs('demo');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_CALL.test(request.url())) searches.push(request.postData() ?? '');
    });
    await page.goto('/meta/search?keyword=%22unclosed');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByText('This search needs fixing before it can run')).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Keyword' });
    await expect(box).toHaveValue('"unclosed');
    await expect(box).toHaveAccessibleDescription('Unclosed quote at 1');
    await expect(results.getByRole('article')).toHaveCount(0);
    await expect(page).toHaveURL('/meta/search?keyword=%22unclosed');
    expect(searches).toEqual([]);
  });

  test('a filter value the page cannot read is named, and dropped only when the user says so', async ({
    page,
    signInAs,
  }) => {
    await signInAs('demo');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_CALL.test(request.url())) searches.push(request.postData() ?? '');
    });
    await page.goto('/meta/search?days_running.min=ten');
    const alert = page.getByRole('alert').filter({ hasText: 'days_running.min=ten' });
    await expect(alert).toContainText('not a number of 0 or more');
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(searches).toEqual([]);
    await alert.getByRole('button', { name: 'Search without these values' }).click();
    await waitForResults(page);
    await expect(page).toHaveURL('/meta/search');
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one row and the first ad creative is on the first screen', async ({
    page,
    signInAs,
  }) => {
    await signInAs('demo');
    await page.goto('/meta/search');
    await waitForResults(page);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (0)', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Keyword' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    const creative = page
      .getByRole('article')
      .first()
      .getByRole('img', { name: /^Creative of / });
    await expect(creative).toBeInViewport({
      ratio: 0.5,
    });
  });

  test('the filter sheet sets a filter; the URL and the results follow', async ({
    page,
    signInAs,
  }) => {
    await signInAs('demo');
    await page.goto('/meta/search');
    await waitForResults(page);
    await page.getByRole('button', { name: 'Filters (0)', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters (0)' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Call to action' }).click();
    const filtered = page.waitForResponse(
      (response) =>
        SEARCH_CALL.test(response.url()) &&
        (response.request().postData() ?? '').includes('"ctas":["Learn More"]'),
    );
    await sheet.getByRole('checkbox', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/meta/search?ctas=Learn+More');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toBeFocused();
    expect((await filtered).ok()).toBe(true);
    await waitForResults(page);
  });
});
