// Sign-up and the password reset painted from the server's HTML before their JavaScript runs,
// like sign-in (decision 0041): the painted form, then the live one with what its fields held.
import { expect, test } from '../../fixtures/test';
import { REMOTE_AUTH_SCRIPTS, holdScripts } from './auth-helpers';

const PAINTED = '#adl-prerender';

const PAGES = [
  {
    path: '/authentication/signup',
    heading: 'Create your Adlens account',
    fields: 3,
    values: { name: 'Ada', email: 'ada@example.com' },
    focused: 'name',
    label: 'Name',
  },
  {
    path: '/authentication/reset-password',
    heading: 'Reset your password',
    fields: 1,
    values: { email: 'demo@adlens.test' },
    focused: 'email',
    label: 'Email',
  },
] as const;

for (const { path, heading, fields, values, focused, label } of PAGES) {
  test(`${path} is painted with its own form, then the live form takes over what its fields held`, async ({
    page,
  }) => {
    // remote-auth's code waits until the painted page has been looked at.
    const { release } = await holdScripts(page, REMOTE_AUTH_SCRIPTS);

    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator(PAINTED).getByRole('heading', { level: 1 })).toHaveText(heading);
    const paintedBox = await page.locator(PAINTED).getByRole('heading', { level: 1 }).boundingBox();
    await expect(page.locator('#root')).toBeHidden();
    const painted = page.locator(`${PAINTED} form input`);
    await expect(painted).toHaveCount(fields);
    // The painted fields take no typing; what they hold (a restored or filled-in value) is kept.
    for (const [name, value] of Object.entries(values)) {
      const field = page.locator(`${PAINTED} input[name="${name}"]`);
      await expect(field).not.toBeEditable();
      await field.evaluate((input: HTMLInputElement, text) => (input.value = text), value);
    }
    await page.locator(`${PAINTED} input[name="${focused}"]`).focus();

    release();
    await expect(page.locator(PAINTED)).toHaveCount(0);
    // In the host's frame, the card is where the live page puts it.
    const liveBox = await page.getByRole('heading', { level: 1, name: heading }).boundingBox();
    if (!paintedBox || !liveBox) throw new Error('the heading has a box on both pages');
    expect(Math.abs(liveBox.x - paintedBox.x), 'x').toBeLessThanOrEqual(1);
    expect(Math.abs(liveBox.y - paintedBox.y), 'y').toBeLessThanOrEqual(1);
    const live = page.getByLabel(label, { exact: true });
    await expect(live).toBeFocused();
    await expect(live).toBeEditable();
    for (const [name, value] of Object.entries(values)) {
      await expect(page.locator(`#root input[name="${name}"]`)).toHaveValue(value);
    }
    // Typing goes on in the live field where the painted one had the focus.
    const typed = Object.entries(values).find(([name]) => name === focused)?.[1] ?? '';
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await expect(live).toHaveValue(`${typed}x`);
  });
}
