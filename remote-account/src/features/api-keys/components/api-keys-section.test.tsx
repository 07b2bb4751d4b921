import type { ApiKey } from '@adlens/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, inlineError } from '../../../testing/api-errors';
import { renderAccountView } from '../../../testing/render-account-page';
import { endOfLocalDay } from '../state/api-key-form';
import { ApiKeysSection } from './api-keys-section';

const LIST = 'GET /v1/user/api-keys';
const CREATE = 'POST /v1/user/api-keys';
const REVOKE = 'DELETE /v1/user/api-keys/{id}';

const SECRET = 'adl_Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC1rZXktYXQtYWxs';

const REPORTING: ApiKey = {
  id: 7,
  name: 'Weekly report',
  prefix: 'adl_Zm9yLXRl',
  scopes: ['ads:read', 'ads:detail'],
  expires_at: null,
  allowed_addresses: ['203.0.113.0/24'],
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
};
const NIGHTLY: ApiKey = {
  ...REPORTING,
  id: 8,
  name: 'Nightly export',
  prefix: 'adl_bmlnaHRs',
  scopes: ['exports'],
  allowed_addresses: [],
  last_used_at: '2026-11-26T02:00:00.000Z',
};

type Handler = (input: { body?: unknown; params?: unknown }) => unknown;

function renderKeys(list: Handler, handlers: Record<string, Handler> = {}) {
  // The section alone, standing in for the profile page: its other sections have tests of their own.
  const rendered = renderAccountView('ProfilePage', <ApiKeysSection />, '/dashboard/profile', {
    handlers: { [LIST]: list, ...handlers },
  });
  return {
    ...rendered,
    callsTo: (endpoint: string) => rendered.services.calls.filter((c) => c.endpoint === endpoint),
  };
}

/** The API keys region once its first load has ended. */
async function section() {
  const region = within(await screen.findByRole('region', { name: 'API keys' }));
  await waitFor(() =>
    expect(region.queryByRole('status', { name: 'Loading your API keys' })).not.toBeInTheDocument(),
  );
  return region;
}

describe('API keys section of the profile page', () => {
  it('says there are no keys yet and offers the form', async () => {
    renderKeys(() => ({ items: [] }));
    const keys = await section();
    expect(keys.getByText('No API keys yet')).toBeVisible();
    expect(keys.queryByRole('table')).not.toBeInTheDocument();
    expect(keys.getByRole('form', { name: 'Create an API key' })).toBeVisible();
    expect(keys.getByRole('checkbox', { name: 'ads:detail' })).toHaveAccessibleDescription(
      expect.stringContaining('Spends credits'),
    );
  });

  // Types, copies and closes a dialog: more than the default 5 s on a busy two-core machine.
  it('creates a key and shows its secret once, with a copy button', async () => {
    let items: ApiKey[] = [];
    const { user, callsTo } = renderKeys(() => ({ items }), {
      [CREATE]: () => {
        items = [REPORTING];
        return { key: REPORTING, secret: SECRET };
      },
    });
    const keys = await section();
    await user.click(keys.getByRole('textbox', { name: 'Name' }));
    await user.paste('  Weekly report ');
    await user.click(keys.getByRole('checkbox', { name: 'ads:read' }));
    await user.click(keys.getByRole('checkbox', { name: 'ads:detail' }));
    await user.click(keys.getByRole('textbox', { name: 'Allowed IP addresses (optional)' }));
    await user.paste('203.0.113.0/24, 2001:db8::7');
    await user.click(keys.getByRole('button', { name: 'Create key' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Your API key “Weekly report”' }),
    );
    expect(callsTo(CREATE).map((call) => call.input)).toEqual([
      {
        body: {
          name: 'Weekly report',
          scopes: ['ads:read', 'ads:detail'],
          expires_at: null,
          allowed_addresses: ['203.0.113.0/24', '2001:db8::7'],
        },
      },
    ]);
    expect(dialog.getByText('Copy it now: you will not see it again.')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'API key' })).toHaveValue(SECRET);
    await user.click(dialog.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(dialog.getByRole('status')).toHaveTextContent('The key is copied to the clipboard.');

    await user.click(dialog.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(keys.getByRole('region', { name: 'Your API keys' })).toHaveFocus());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    const [, row] = within(await keys.findByRole('table', { name: 'Your API keys' })).getAllByRole(
      'row',
    );
    expect(row).toHaveTextContent('Weekly report');
    expect(row).toHaveTextContent('adl_Zm9yLXRl…');
    expect(keys.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  }, 15_000);

  it('sends the chosen expiry as the end of that day', async () => {
    const { user, callsTo } = renderKeys(() => ({ items: [] }), {
      [CREATE]: () => ({ key: REPORTING, secret: SECRET }),
    });
    const keys = await section();
    await user.click(keys.getByRole('textbox', { name: 'Name' }));
    await user.paste('Weekly report');
    await user.click(keys.getByRole('checkbox', { name: 'ads:read' }));
    await user.type(keys.getByLabelText('Expires on (optional)'), '2099-12-31');
    await user.click(keys.getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Your API key “Weekly report”' });
    expect(callsTo(CREATE)[0]?.input).toMatchObject({
      body: { expires_at: endOfLocalDay('2099-12-31')?.toISOString() },
    });
  });

  it('shows what is missing by field, and the server’s refusal of an address on its field', async () => {
    const message = 'Not an IP address or CIDR block: "10.0.0.300"';
    const { user, callsTo } = renderKeys(() => ({ items: [] }), {
      [CREATE]: () => {
        throw inlineError('allowed_addresses', message);
      },
    });
    const keys = await section();
    await user.click(keys.getByRole('button', { name: 'Create key' }));
    const name = keys.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the key a name'));
    expect(keys.getByRole('checkbox', { name: 'exports' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one scope'),
    );
    expect(callsTo(CREATE)).toEqual([]);

    await user.click(name);
    await user.paste('Office only');
    await user.click(keys.getByRole('checkbox', { name: 'ads:read' }));
    const allowList = keys.getByRole('textbox', { name: 'Allowed IP addresses (optional)' });
    await user.click(allowList);
    await user.paste('10.0.0.300');
    await user.click(keys.getByRole('button', { name: 'Create key' }));

    await waitFor(() => expect(allowList).toHaveAttribute('aria-invalid', 'true'));
    expect(allowList).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the limit of live keys above the button', async () => {
    const message = 'You already have 20 API keys: revoke one before creating another';
    const { user } = renderKeys(() => ({ items: [REPORTING] }), {
      [CREATE]: () => {
        throw apiError({ message, action: 'SNACKBAR', code: 409 }, 409);
      },
    });
    const keys = await section();
    await user.click(keys.getByRole('textbox', { name: 'Name' }));
    await user.paste('One more');
    await user.click(keys.getByRole('checkbox', { name: 'ads:read' }));
    await user.click(keys.getByRole('button', { name: 'Create key' }));
    expect(
      await within(keys.getByRole('form', { name: 'Create an API key' })).findByRole('alert'),
    ).toHaveTextContent(message);
  });

  it('lists keys by name, prefix, scopes and dates, and revokes one after asking', async () => {
    let items = [NIGHTLY, REPORTING];
    const { user, callsTo } = renderKeys(() => ({ items }), {
      [REVOKE]: () => {
        items = [NIGHTLY];
        return { revoked: true };
      },
    });
    const keys = await section();
    const table = within(await keys.findByRole('table', { name: 'Your API keys' }));
    const [, nightly, reporting] = table.getAllByRole('row');
    expect(nightly).toHaveTextContent('Nightly export');
    expect(nightly).toHaveTextContent('exports');
    expect(nightly).toHaveTextContent('Any address');
    expect(nightly).toHaveTextContent('Nov 26 2026');
    expect(reporting).toHaveTextContent('ads:readads:detail');
    expect(reporting).toHaveTextContent('203.0.113.0/24');
    expect(reporting).toHaveTextContent('Never');

    const revokeButton = keys.getByRole('button', { name: 'Revoke Weekly report (adl_Zm9yLXRl)' });
    await user.click(revokeButton);
    const ask = () => screen.findByRole('dialog', { name: 'Revoke the key “Weekly report”?' });
    await user.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(REVOKE)).toEqual([]);
    expect(revokeButton).toHaveFocus();

    await user.click(revokeButton);
    await user.click(within(await ask()).getByRole('button', { name: 'Revoke key' }));
    expect(await keys.findByText('The key “Weekly report” is revoked.')).toBeVisible();
    expect(callsTo(REVOKE).map((call) => call.input)).toEqual([{ params: { id: 7 } }]);
    await waitFor(() => expect(keys.queryByText('Weekly report')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the keys cannot be loaded, and loads them on Retry', async () => {
    let fail = true;
    const { user } = renderKeys(() => {
      if (fail) throw apiError({ message: 'The service is busy, try again in a moment' }, 503);
      return { items: [REPORTING] };
    });
    const keys = await section();
    expect(await keys.findByText('Your API keys could not be loaded')).toBeVisible();
    expect(keys.getByText('The service is busy, try again in a moment')).toBeVisible();
    expect(keys.queryByRole('form')).not.toBeInTheDocument();
    fail = false;
    await user.click(keys.getByRole('button', { name: 'Retry' }));
    expect(await keys.findByRole('table', { name: 'Your API keys' })).toHaveTextContent(
      'Weekly report',
    );
  });
});
