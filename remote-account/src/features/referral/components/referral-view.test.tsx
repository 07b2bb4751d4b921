import { type ReferralOverview } from '@adlens/shared-contracts';
import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, inlineError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { renderAccountView } from '../../../testing/render-account-page';
import { REFERRAL_OVERVIEW, performance } from '../../../testing/shop-fixtures';
import { ReferralView } from './referral-view';

function queryOf(input: { query?: unknown }): Record<string, string> {
  const query = input.query;
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

/** The answer to a payout of the whole balance. */
const PAYOUT_REQUESTED = {
  payout: {
    id: 2,
    amount: 182.4,
    method: 'paypal',
    status: 'requested',
    created_at: '2026-11-23T10:00:00Z',
  },
  balance: 0,
};

function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /v1/referrals': () => REFERRAL_OVERVIEW,
    'GET /v1/referrals/performance': (input) => {
      const query = queryOf(input);
      return query.from && query.to
        ? performance(query.from, query.to)
        : performance('2026-11-01', '2026-11-03');
    },
    'POST /v1/referrals/payout': () => PAYOUT_REQUESTED,
    ...overrides,
  };
}

function renderReferral(url = '/referral', overrides: Record<string, FakeHandler> = {}) {
  return renderAccountView('ReferralPage', <ReferralView />, url, {
    handlers: handlers(overrides),
  });
}

function callsTo(
  services: { calls: { endpoint: string; input: { query?: unknown } }[] },
  key: string,
) {
  return services.calls.filter((call) => call.endpoint === key);
}

describe('referral page', () => {
  it('copies the referral link and confirms it visibly', async () => {
    const user = userEvent.setup();
    renderReferral();
    const link = await screen.findByRole('textbox', { name: 'Referral link' });
    expect(link).toHaveValue(REFERRAL_OVERVIEW.link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(REFERRAL_OVERVIEW.link);
  });

  it('shows the overview figures', async () => {
    renderReferral();
    const overview = await screen.findByRole('region', { name: 'Overview' });
    const balance = within(overview).getByText('Balance').parentElement;
    expect(balance).toHaveTextContent('€182.40');
    expect(within(overview).getByText('Sign-ups').parentElement).toHaveTextContent('74');
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    renderReferral('/referral', {
      'GET /v1/referrals': () => {
        if (fail) throw apiError({ message: 'Referrals are resting' }, 500);
        return REFERRAL_OVERVIEW;
      },
    });
    expect(await screen.findByText('Referrals are resting')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Referral link' })).toBeVisible();
  });
});

describe('referral performance', () => {
  it('loads the last 30 days by default and a preset puts its period in the URL', async () => {
    const user = userEvent.setup();
    const { services, location } = renderReferral();
    expect(await screen.findByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await waitFor(() =>
      expect(queryOf(callsTo(services, 'GET /v1/referrals/performance')[0]?.input ?? {})).toEqual({
        period: '30',
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() => expect(location().search).toBe('?period=90'));
    await waitFor(() =>
      expect(
        queryOf(callsTo(services, 'GET /v1/referrals/performance').at(-1)?.input ?? {}),
      ).toEqual({ period: '90' }),
    );
  });

  it('restores a custom range from the URL and shows its days', async () => {
    const { services } = renderReferral('/referral?from=2026-11-01&to=2026-11-07');
    expect(await screen.findByText(/Nov 01 2026 to Nov 07 2026/)).toBeVisible();
    expect(queryOf(callsTo(services, 'GET /v1/referrals/performance')[0]?.input ?? {})).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(screen.getByRole('radio', { name: 'Custom range' })).toBeChecked();
    const chart = screen.getByRole('figure', { name: /Clicks, sign-ups and paid conversions/ });
    // The chart's data table: a header row and one row per day.
    expect(within(chart).getAllByRole('row', { hidden: true })).toHaveLength(8);
  });

  it('picks a custom range with the date picker', async () => {
    const user = userEvent.setup();
    const { location } = renderReferral('/referral?from=2026-11-01&to=2026-11-07');
    await screen.findByText(/Nov 01 2026 to Nov 07 2026/);
    await user.click(screen.getByRole('button', { name: 'Tuesday, November 10, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Friday, November 13, 2026' }));
    await waitFor(() => expect(location().search).toBe('?from=2026-11-10&to=2026-11-13'));
    expect(await screen.findByText(/Nov 10 2026 to Nov 13 2026/)).toBeVisible();
  });
});

describe('payout form', () => {
  it('requests the whole balance and confirms it', async () => {
    const user = userEvent.setup();
    let overview: ReferralOverview = REFERRAL_OVERVIEW;
    const { services } = renderReferral('/referral', {
      'GET /v1/referrals': () => overview,
      'POST /v1/referrals/payout': () => {
        overview = { ...REFERRAL_OVERVIEW, balance: 0 };
        return PAYOUT_REQUESTED;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect(
      await screen.findByText('Payout of €182.40 requested. Your balance is now €0.'),
    ).toBeVisible();
    expect(callsTo(services, 'POST /v1/referrals/payout')[0]?.input).toEqual({
      body: { method: 'paypal' },
    });
    await waitFor(() => expect(screen.getByText('Balance').parentElement).toHaveTextContent('€0'));
  });

  it('tracks the payout requested with its amount and method', async () => {
    const user = userEvent.setup();
    const { services } = renderReferral();
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    await screen.findByText(/Payout of €182.40 requested/);
    expect(services.tracked).toEqual([
      { event: 'referral_payout', data: { amount: 182.4, method: 'paypal' } },
    ]);
  });

  it('shows the server threshold error next to the amount and keeps it', async () => {
    const user = userEvent.setup();
    const { services } = renderReferral('/referral', {
      'POST /v1/referrals/payout': () => {
        throw inlineError('amount', 'The minimum payout is 50 EUR.');
      },
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount (EUR)' });
    await user.type(amount, '20');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Payout method' }),
      'Bank transfer',
    );
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('The minimum payout is 50 EUR.')).toBeVisible();
    expect(amount).toHaveValue('20');
    expect(amount).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Payout method' })).toHaveValue('bank_transfer');
    expect(services.tracked).toEqual([]);
  });

  it('checks the amount before sending', async () => {
    const user = userEvent.setup();
    const { services } = renderReferral();
    await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), '12,345.6.7');
    await user.click(screen.getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText('Enter an amount in euros, like 50 or 75.50')).toBeVisible();
    expect(callsTo(services, 'POST /v1/referrals/payout')).toHaveLength(0);
  });

  it('sends one payout however often the button is pressed', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    const { services } = renderReferral('/referral', {
      'POST /v1/referrals/payout': () => pending.promise,
    });
    const button = await screen.findByRole('button', { name: 'Request payout' });
    await user.type(screen.getByRole('textbox', { name: 'Amount (EUR)' }), '60');
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    pending.resolve({
      payout: {
        id: 2,
        amount: 60,
        method: 'paypal',
        status: 'requested',
        created_at: '2026-11-23T10:00:00Z',
      },
      balance: 122.4,
    });
    expect(await screen.findByText(/Payout of €60 requested/)).toBeVisible();
    expect(callsTo(services, 'POST /v1/referrals/payout')).toHaveLength(1);
  });
});
