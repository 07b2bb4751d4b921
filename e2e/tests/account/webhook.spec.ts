import { createHmac, timingSafeEqual } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import { WEBHOOK_HEADERS, webhookPayloadSchema } from '@adlens/shared-contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { signInFreshAccount } from './dashboard-helpers';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (a free port) that fails its first request with 503, then takes all. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(received.length === 1 ? 503 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver has no port');
  return {
    url: `http://127.0.0.1:${address.port}/adlens`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's check of decision 0031: HMAC-SHA256 over `<timestamp>.<raw body>`. */
function signatureIsValid(secret: string, delivery: Received): boolean {
  const timestamp = String(delivery.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]);
  const signature = String(delivery.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
  const expected = Buffer.from(`sha256=${mac}`);
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), expected);
}

/** Serious or critical axe findings (WCAG 2.x A and AA) in the webhook section. */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('.webhook-section')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

test('a webhook set on the profile page gets a signed delivery, retried after the receiver fails once', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A save, a test delivery, a real retry after the receiver's failure and an axe pass: 27 s alone,
  // past the default 30 s in a full run on two cores.
  test.setTimeout(60_000);
  const receiver = await startReceiver();
  try {
    await signInFreshAccount(request, context, baseURL ?? '', 'webhook');
    await page.goto('/dashboard/profile');
    const section = page.getByRole('region', { name: 'Webhook' });

    await section.getByRole('textbox', { name: 'Webhook URL' }).fill(receiver.url);
    await section.getByRole('button', { name: 'Turn on webhook' }).click();
    const secretField = section.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    expect(await axeFindings(page), 'axe findings with the secret shown').toEqual([]);
    await section.getByRole('button', { name: 'I have saved it' }).click();
    await expect(secretField).toBeHidden();
    await expect(section.getByText('No deliveries yet')).toBeVisible();

    await section.getByRole('button', { name: 'Send test delivery' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'test delivery' })).toBeVisible();

    // The first attempt gets 503; the server tries again after its backoff (1 s in e2e runs).
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    const [first, second] = receiver.received;
    if (!first || !second) throw new Error('two deliveries expected');
    expect(signatureIsValid(secret, first)).toBe(true);
    expect(signatureIsValid(secret, second)).toBe(true);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-adlens-delivery']).toBe(first.headers['x-adlens-delivery']);
    expect(webhookPayloadSchema.parse(JSON.parse(second.body)).event).toBe('webhook.test');

    const log = section.getByRole('table', { name: 'Webhook deliveries' });
    await expect(async () => {
      await section.getByRole('button', { name: 'Refresh log' }).click();
      const row = log.getByRole('row').nth(1);
      await expect(row).toContainText('Delivered', { timeout: 1_000 });
      await expect(row).toContainText('HTTP 200', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(log.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('2');
    expect(await axeFindings(page), 'axe findings with the delivery log').toEqual([]);
  } finally {
    await receiver.close();
  }
});

test('a webhook URL on a private address is refused on its field', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'webhook-private');
  await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Webhook' });
  const field = section.getByRole('textbox', { name: 'Webhook URL' });
  await field.fill('https://169.254.169.254/latest/meta-data');
  await section.getByRole('button', { name: 'Turn on webhook' }).click();
  await expect(field).toHaveAccessibleDescription(/link-local address, which webhooks may not use/);
  await expect(section.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);
});
