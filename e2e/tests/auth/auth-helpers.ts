import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

interface MailboxMessage {
  kind: string;
  code: string;
}

function isMailboxMessage(value: unknown): value is MailboxMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, code } = { kind: undefined, code: undefined, ...value };
  return typeof kind === 'string' && typeof code === 'string';
}

/** The dev mailbox is not part of the contract (no schema there): checked by hand. */
function mailboxMessages(body: unknown): MailboxMessage[] {
  if (typeof body !== 'object' || body === null || !('data' in body)) return [];
  const { data } = body;
  if (typeof data !== 'object' || data === null || !('messages' in data)) return [];
  return Array.isArray(data.messages) ? data.messages.filter(isMailboxMessage) : [];
}

/** A new address per test: suites run in parallel against one database. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest code of `kind` that dev-api "mailed" to `email` (its dev mailbox). */
export async function latestCode(
  request: APIRequestContext,
  email: string,
  kind: 'confirm' | 'reset',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/v1/dev/mailbox', { params: { email } });
      code = mailboxMessages(await response.json()).find((message) => message.kind === kind)?.code;
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
