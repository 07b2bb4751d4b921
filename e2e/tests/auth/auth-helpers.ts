import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { mailCatcher } from '../../fixtures/mail-catcher';

/** What the tests read of a MailDev message (its REST API is not ours: checked by hand). */
interface CaughtMail {
  to: string[];
  kind: unknown;
  text: string;
}

function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const found: unknown = Reflect.get(value, name);
  return found;
}

function caughtMail(value: unknown): CaughtMail | null {
  const to = field(value, 'to');
  const text = field(value, 'text');
  if (!Array.isArray(to) || typeof text !== 'string') return null;
  const addresses = to.map((recipient: unknown) =>
    String(field(recipient, 'address')).toLowerCase(),
  );
  return { to: addresses, kind: field(field(value, 'headers'), 'x-adlens-mail'), text };
}

/** A new address per test: suites run in parallel against one database. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The code in the newest mail of `kind` to `email`, read from the run's mail catcher as a person
 * would read their inbox (polled: the mail arrives shortly after the API answers).
 */
export async function latestCode(
  request: APIRequestContext,
  email: string,
  kind: 'confirm' | 'reset',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      // Arrival order: the catcher's times have one-second steps, so its sort cannot order a
      // resend within the same second.
      const response = await request.get(`${mailCatcher().webUrl}/api/email`);
      const body: unknown = await response.json();
      const mails = (Array.isArray(body) ? body : []).map(caughtMail);
      const newest = mails.findLast(
        (mail) => mail !== null && mail.kind === kind && mail.to.includes(email.toLowerCase()),
      );
      code = newest?.text.match(/code is (\d+)/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** Registers and confirms an account through the API, for tests about what comes after. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const registered = await request.post('/api/v1/auth/register', {
    data: { name: 'E2E User', email, password },
  });
  expect(registered.ok(), `register answered ${registered.status()}`).toBe(true);
  const confirmed = await request.post('/api/v1/auth/confirm', {
    data: { email, token: await latestCode(request, email, 'confirm') },
  });
  expect(confirmed.ok(), `confirm answered ${confirmed.status()}`).toBe(true);
  successBodySchema(authTokenDataSchema).parse(await confirmed.json());
}

export function passwordField(page: Page, label = 'Password') {
  return page.getByLabel(label, { exact: true });
}

/** remote-auth's scripts: what the painted guest pages wait for (decision 0041). */
export const REMOTE_AUTH_SCRIPTS = '**/remotes/remote-auth/**/*.js';

/**
 * Holds the scripts matching `glob` until `release()` is called, so that a test can look at and
 * use the page the server painted before any of that code runs.
 */
export async function holdScripts(page: Page, glob: string): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
