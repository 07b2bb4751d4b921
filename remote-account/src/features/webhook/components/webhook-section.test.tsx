import type { WebhookDelivery, WebhookState } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, inlineError } from '../../../testing/api-errors';
import { profileFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const GET = 'GET /v1/user/webhook';
const PUT = 'PUT /v1/user/webhook';
const DELETE = 'DELETE /v1/user/webhook';
const ROTATE = 'POST /v1/user/webhook/secret';
const TEST = 'POST /v1/user/webhook/test';
const LOG = 'GET /v1/user/webhook/deliveries';

const WEBHOOK = {
  url: 'https://hooks.example.com/adlens',
  created_at: '2026-11-20T10:00:00.000Z',
  secret_created_at: '2026-11-20T10:00:00.000Z',
};
const SECRET = 'whsec_first-secret-value';

const DELIVERED: WebhookDelivery = {
  id: 2,
  event: 'notification.created',
  notification_id: 9,
  status: 'delivered',
  created_at: '2026-11-23T08:00:00.000Z',
  next_attempt_at: null,
  attempts: [
    {
      number: 1,
      at: '2026-11-23T08:00:01.000Z',
      response_code: 200,
      error: null,
      duration_ms: 80,
    },
  ],
};
const RETRYING: WebhookDelivery = {
  id: 3,
  event: 'webhook.test',
  notification_id: null,
  status: 'retrying',
  created_at: '2026-11-23T09:00:00.000Z',
  next_attempt_at: '2026-11-23T09:00:31.000Z',
  attempts: [
    {
      number: 1,
      at: '2026-11-23T09:00:01.000Z',
      response_code: 503,
      error: 'The receiver answered HTTP 503',
      duration_ms: 40,
    },
  ],
};

function page(items: WebhookDelivery[]) {
  return { items, total: items.length, page: 1, per_page: 20, total_pages: 1 };
}

function renderWebhook(
  state: WebhookState | (() => WebhookState),
  handlers: Record<string, (input: { body?: unknown }) => unknown> = {},
) {
  const rendered = renderAccountPage('/dashboard/profile', {
    handlers: {
      'GET /v1/user/profile': () => profileFixture(),
      [GET]: typeof state === 'function' ? state : () => state,
      [LOG]: () => page([]),
      ...handlers,
    },
  });
  return {
    ...rendered,
    callsTo: (endpoint: string) => rendered.services.calls.filter((c) => c.endpoint === endpoint),
  };
}

/** The webhook region once its first load has ended. */
async function section() {
  const region = within(await screen.findByRole('region', { name: 'Webhook' }));
  await waitFor(() =>
    expect(region.queryByRole('status', { name: 'Loading your webhook' })).not.toBeInTheDocument(),
  );
  return region;
}

describe('webhook section of the profile page', () => {
  it('turns the webhook on and shows the secret once, with a copy button', async () => {
    const { user, callsTo } = renderWebhook(
      { webhook: null },
      { [PUT]: () => ({ webhook: WEBHOOK, secret: SECRET }) },
    );
    const webhook = await section();
    expect(webhook.queryByRole('table')).not.toBeInTheDocument();

    await user.type(webhook.getByRole('textbox', { name: 'Webhook URL' }), WEBHOOK.url);
    await user.click(webhook.getByRole('button', { name: 'Turn on webhook' }));

    expect(callsTo(PUT).map((call) => call.input)).toEqual([
      { body: { url: WEBHOOK.url, format: 'signed' } },
    ]);
    const reveal = within(
      await webhook.findByRole('group', { name: /Copy your signing secret now/ }),
    );
    expect(reveal.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);

    await user.click(reveal.getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(reveal.getByRole('status')).toHaveTextContent('The secret is copied to the clipboard.');

    await user.click(reveal.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(webhook.getByRole('button', { name: 'Save webhook' })).toBeVisible();
    expect(await webhook.findByText('No deliveries yet')).toBeVisible();
  });

  it('saves the Slack-compatible format when the user picks it, and shows it when read back', async () => {
    const slack = { ...WEBHOOK, format: 'slack' as const };
    const { user, callsTo } = renderWebhook(
      { webhook: WEBHOOK },
      { [PUT]: () => ({ webhook: slack, secret: null }) },
    );
    const webhook = await section();
    const format = webhook.getByRole('combobox', { name: 'Format' });
    expect(format).toHaveValue('signed');

    await user.selectOptions(format, 'slack');
    expect(webhook.getByRole('textbox', { name: 'Webhook URL' })).toHaveAccessibleDescription(
      expect.stringContaining('incoming-webhook URL of a Slack channel'),
    );
    await user.click(webhook.getByRole('button', { name: 'Save webhook' }));

    await waitFor(() =>
      expect(callsTo(PUT).map((call) => call.input)).toEqual([
        { body: { url: WEBHOOK.url, format: 'slack' } },
      ]),
    );
    expect(await webhook.findByText('Your webhook URL is saved.')).toBeVisible();
    expect(format).toHaveValue('slack');
  });

  it('shows the server’s refusal of a hostile URL on the field', async () => {
    const message =
      'The URL points to a private address, which webhooks may not use: use a public address';
    const { user } = renderWebhook(
      { webhook: null },
      {
        [PUT]: () => {
          throw inlineError('url', message);
        },
      },
    );
    const webhook = await section();
    const field = webhook.getByRole('textbox', { name: 'Webhook URL' });
    await user.type(field, 'https://10.0.0.1/in');
    await user.click(webhook.getByRole('button', { name: 'Turn on webhook' }));

    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(webhook.queryByRole('group', { name: /signing secret/ })).not.toBeInTheDocument();
  });

  it('lists deliveries with their status, attempts and last answer', async () => {
    renderWebhook({ webhook: WEBHOOK }, { [LOG]: () => page([RETRYING, DELIVERED]) });
    const webhook = await section();
    const table = await webhook.findByRole('table', { name: 'Webhook deliveries' });
    const [, retrying, delivered] = within(table).getAllByRole('row');
    expect(retrying).toHaveTextContent('Test');
    expect(retrying).toHaveTextContent('Retrying');
    expect(retrying).toHaveTextContent('The receiver answered HTTP 503');
    expect(delivered).toHaveTextContent('Notification');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('HTTP 200');
  });

  it('rotates the secret after asking, and shows the new one', async () => {
    const { user, callsTo } = renderWebhook(
      { webhook: WEBHOOK },
      { [ROTATE]: () => ({ webhook: WEBHOOK, secret: 'whsec_rotated' }) },
    );
    const webhook = await section();
    await user.click(webhook.getByRole('button', { name: 'Rotate secret' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Rotate the signing secret?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Rotate secret' }));

    expect(await webhook.findByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      'whsec_rotated',
    );
    expect(callsTo(ROTATE)).toHaveLength(1);
  });

  it('sends a test delivery and refreshes the log', async () => {
    let logged: WebhookDelivery[] = [];
    const { user } = renderWebhook(
      { webhook: WEBHOOK },
      {
        [LOG]: () => page(logged),
        [TEST]: () => {
          logged = [RETRYING];
          return { delivery_id: 3 };
        },
      },
    );
    const webhook = await section();
    expect(await webhook.findByText('No deliveries yet')).toBeVisible();
    await user.click(webhook.getByRole('button', { name: 'Send test delivery' }));
    expect(await webhook.findByRole('table', { name: 'Webhook deliveries' })).toHaveTextContent(
      'Retrying',
    );
  });

  it('shows the server’s limit of test deliveries next to the button', async () => {
    const message = 'You can send 3 test deliveries a minute: try again in 42 seconds';
    const { user } = renderWebhook(
      { webhook: WEBHOOK },
      {
        [TEST]: () => {
          throw apiError({ message, action: 'SNACKBAR', code: 429 }, 429);
        },
      },
    );
    const webhook = await section();
    await user.click(webhook.getByRole('button', { name: 'Send test delivery' }));
    expect(await webhook.findByRole('alert')).toHaveTextContent(message);
    expect(webhook.queryByText(/on its way/)).not.toBeInTheDocument();
  });

  it('removes the webhook after asking; Cancel keeps it', async () => {
    const { user, callsTo } = renderWebhook(
      { webhook: WEBHOOK },
      { [DELETE]: () => ({ deleted: true }) },
    );
    const webhook = await section();
    await user.click(webhook.getByRole('button', { name: 'Remove webhook' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the webhook?' })).getByRole(
        'button',
        { name: 'Cancel' },
      ),
    );
    expect(callsTo(DELETE)).toEqual([]);

    await user.click(webhook.getByRole('button', { name: 'Remove webhook' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the webhook?' })).getByRole(
        'button',
        { name: 'Remove webhook' },
      ),
    );
    expect(await webhook.findByRole('button', { name: 'Turn on webhook' })).toBeVisible();
    expect(webhook.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue('');
    expect(callsTo(DELETE)).toHaveLength(1);
  });

  it('keeps a refusal of the server in the dialog', async () => {
    const { user } = renderWebhook(
      { webhook: WEBHOOK },
      {
        [DELETE]: () => {
          throw apiError(
            { message: 'You have no webhook: save its URL first', action: 'SNACKBAR', code: 409 },
            409,
          );
        },
      },
    );
    const webhook = await section();
    await user.click(webhook.getByRole('button', { name: 'Remove webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the webhook?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove webhook' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You have no webhook: save its URL first',
    );
  });

  it('says when the webhook cannot be loaded, and loads it on Retry', async () => {
    let fail = true;
    const { user } = renderWebhook(() => {
      if (fail) throw apiError({ message: 'Something went wrong' }, 500);
      return { webhook: WEBHOOK };
    });
    const webhook = await section();
    expect(await webhook.findByText('Your webhook could not be loaded')).toBeVisible();
    fail = false;
    await user.click(webhook.getByRole('button', { name: 'Retry' }));
    expect(await webhook.findByRole('textbox', { name: 'Webhook URL' })).toHaveValue(WEBHOOK.url);
  });
});
