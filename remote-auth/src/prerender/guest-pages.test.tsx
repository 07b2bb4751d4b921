import { PRERENDER_CONTAINER_ID } from '@adlens/shared-contracts/platform';
import { within } from '@testing-library/react';
import { renderAuthPage } from '../testing/render-auth-page';
import { GUEST_PAGES, renderGuestPage } from './guest-pages';

const [signIn] = GUEST_PAGES;

function guestPage(name: string) {
  const page = GUEST_PAGES.find((item) => item.page === name);
  if (!page) throw new Error(`${name} is painted`);
  return page;
}

function paint(html: string): HTMLElement {
  const painted = document.createElement('div');
  painted.id = PRERENDER_CONTAINER_ID;
  painted.innerHTML = html;
  document.body.append(painted);
  return painted;
}

afterEach(() => document.getElementById(PRERENDER_CONTAINER_ID)?.remove());

describe('the painted sign-in page', () => {
  it("is the page's own heading and empty fields, which cannot be typed into or sent until the code runs", () => {
    if (!signIn) throw new Error('sign-in is painted');
    const painted = paint(renderGuestPage(signIn));

    expect(painted.querySelector('h1')).toHaveTextContent('Sign in to Adlens');
    const fields = [...painted.querySelectorAll('input')];
    expect(fields.map((field) => [field.name, field.value, field.readOnly])).toEqual([
      ['email', '', true],
      ['password', '', true],
    ]);
    const buttons = [...painted.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toContain('Sign in');
    for (const button of buttons) expect(button).toHaveAttribute('type', 'button');
    expect(painted.querySelector('a[href="/authentication/signup"]')).not.toBeNull();
  });

  it("keeps what the visitor typed before the code ran, and the field's focus and caret", async () => {
    if (!signIn) throw new Error('sign-in is painted');
    const painted = paint(renderGuestPage(signIn));
    const [email, password] = [...painted.querySelectorAll('input')];
    if (!email || !password) throw new Error('both fields are painted');
    email.value = 'demo@adlens.test';
    password.value = 'adlens-de';
    password.focus();
    password.setSelectionRange(3, 3);

    const page = within(
      renderAuthPage('/authentication/signin?email=other%40adlens.test').container,
    );
    const live = await page.findByLabelText<HTMLInputElement>('Password', { selector: 'input' });
    // The host takes the painted page away as the page commits; here the test does.
    painted.remove();

    expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@adlens.test');
    expect(live).toHaveValue('adlens-de');
    expect(live).toHaveFocus();
    expect([live.selectionStart, live.selectionEnd]).toEqual([3, 3]);
  });

  it('fills the e-mail from the query when the visitor typed nothing into the painted page', async () => {
    if (!signIn) throw new Error('sign-in is painted');
    const painted = paint(renderGuestPage(signIn));

    const page = within(
      renderAuthPage('/authentication/signin?email=demo%40adlens.test').container,
    );
    const email = await page.findByRole('textbox', { name: 'Email' });
    painted.remove();

    expect(email).toHaveValue('demo@adlens.test');
  });
});

/** The other guest pages: painted the same way, handed over with what was in their fields. */
const FORMS = [
  {
    page: 'SignUpPage',
    path: '/authentication/signup',
    heading: 'Create your Adlens account',
    submit: 'Create account',
    fields: { name: 'Ada Demo', email: 'ada@adlens.test', password: 'long-enough-pass' },
    focused: 'name',
    label: 'Name',
  },
  {
    page: 'ResetPasswordPage',
    path: '/authentication/reset-password',
    heading: 'Reset your password',
    submit: 'Send reset code',
    fields: { email: 'demo@adlens.test' },
    focused: 'email',
    label: 'Email',
  },
] as const;

describe.each(FORMS)(
  'the painted $page',
  ({ page, path, heading, submit, fields, focused, label }) => {
    it("is the page's own heading and empty read-only fields, and nothing submits until the code runs", () => {
      const guest = guestPage(page);
      expect(guest.path).toBe(path);
      const painted = paint(renderGuestPage(guest));

      expect(painted.querySelector('h1')).toHaveTextContent(heading);
      const inputs = [...painted.querySelectorAll('input')];
      expect(inputs.map((field) => [field.name, field.value, field.readOnly])).toEqual(
        Object.keys(fields).map((name) => [name, '', true]),
      );
      const buttons = [...painted.querySelectorAll('button')];
      expect(buttons.map((button) => button.textContent)).toContain(submit);
      for (const button of buttons) expect(button).toHaveAttribute('type', 'button');
    });

    it('keeps the values in its fields and the focus when the live page takes its place', async () => {
      const painted = paint(renderGuestPage(guestPage(page)));
      for (const [name, value] of Object.entries(fields)) {
        const input = painted.querySelector<HTMLInputElement>(`input[name="${name}"]`);
        if (!input) throw new Error(`${name} is painted`);
        input.value = value;
      }
      painted.querySelector<HTMLInputElement>(`input[name="${focused}"]`)?.focus();

      const live = within(renderAuthPage(path).container);
      const field = await live.findByLabelText<HTMLInputElement>(label, { selector: 'input' });
      painted.remove();

      for (const [name, value] of Object.entries(fields)) {
        expect(live.getByDisplayValue(value)).toHaveAttribute('name', name);
      }
      expect(field).toHaveFocus();
    });
  },
);
