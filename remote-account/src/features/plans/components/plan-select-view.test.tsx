import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, inlineError } from '../../../testing/api-errors';
import { deferred } from '@adlens/shared-contracts/testing';
import { readPaymentMemory } from '../../../components/payment-memory';
import { renderAccountView } from '../../../testing/render-account-page';
import { COUPONS, PLANS, quote } from '../../../testing/shop-fixtures';
import { PlanSelectView } from './plan-select-view';

interface Choice {
  plan: string;
  period: 'month' | 'year';
  coupon?: string;
}

function isChoice(value: unknown): value is Choice {
  return typeof value === 'object' && value !== null && 'plan' in value && 'period' in value;
}

const calculator: FakeHandler = ({ body }) => {
  if (!isChoice(body)) throw new Error('calculator needs a choice');
  if (body.coupon && !COUPONS[body.coupon]) throw inlineError('coupon', 'This coupon has expired');
  return quote(body.plan, body.period, body.coupon);
};

function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /v1/subscription/subscription-plans': () => PLANS,
    'POST /v1/subscription/subscription-plans/calculator': calculator,
    'POST /v1/coupon/subscription/check': ({ body }) => {
      const code = typeof body === 'object' && body && 'code' in body ? String(body.code) : '';
      const coupon = COUPONS[code];
      if (!coupon) throw inlineError('code', 'This coupon does not exist');
      return coupon;
    },
    'POST /v1/payment/gateway/{gateway}': () => ({
      payment_id: 'pay_abcdefgh12',
      url: '/api/v1/payment/checkout/pay_abcdefgh12',
      amount: 129,
      currency: 'EUR',
    }),
    ...overrides,
  };
}

function renderPlans(url = '/plans/select', overrides: Record<string, FakeHandler> = {}) {
  const goTo = jest.fn();
  const view = renderAccountView('PlanSelectPage', <PlanSelectView goTo={goTo} />, url, {
    handlers: handlers(overrides),
  });
  return { ...view, goTo };
}

async function total() {
  const price = await screen.findByRole('region', { name: 'Price' });
  const row = (await within(price).findByText('Total')).parentElement;
  return row?.querySelector('dd')?.textContent;
}

describe('plan selection', () => {
  it('shows the plans side by side with what each includes, the current plan chosen', async () => {
    renderPlans();
    const pro = await screen.findByRole('listitem', { name: /Pro/ });
    expect(within(pro).getByText('Current plan')).toBeVisible();
    expect(within(pro).getByRole('list', { name: 'Pro includes' })).toHaveTextContent(
      '1,500 ad detail credits per month',
    );
    expect(screen.getByRole('radio', { name: 'Choose Pro' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /^Choose / })).toHaveLength(3);
    await waitFor(async () => expect(await total()).toBe('€129'));
  });

  it('puts the billing period and plan in the URL and updates the total', async () => {
    const user = userEvent.setup();
    const { location } = renderPlans();
    await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
    await user.click(screen.getByRole('radio', { name: 'Choose Business' }));
    await waitFor(() => expect(location().search).toBe('?plan=business&period=year'));
    await waitFor(async () => expect(await total()).toBe('€2,990'));
    expect(screen.getByText(/Yearly billing saves €598/)).toBeVisible();
  });

  it('restores the choice from a pasted link', async () => {
    renderPlans('/plans/select?plan=basic&period=year&coupon=SAVE10');
    expect(await screen.findByRole('radio', { name: 'Choose Basic' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await waitFor(async () => expect(await total()).toBe('€480'));
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    renderPlans('/plans/select', {
      'GET /v1/subscription/subscription-plans': () => {
        if (fail) throw apiError({ message: 'Plans are resting' }, 500);
        return PLANS;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Plans are resting');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: 'Choose Pro' })).toBeChecked();
  });
});

describe('coupon form', () => {
  it('checks a valid code, shows the discount and applies it to the price', async () => {
    const user = userEvent.setup();
    const { location } = renderPlans();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'welcome20');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText(/Coupon applied\. WELCOME20: 20% off/)).toBeVisible();
    await waitFor(() => expect(location().search).toContain('coupon=WELCOME20'));
    await waitFor(async () => expect(await total()).toBe('€103.20'));
    expect(screen.getByText('Coupon WELCOME20 (20% off)')).toBeVisible();
  });

  it('shows why a code does not work next to the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPlans();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'NOPE42');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('This coupon does not exist')).toBeVisible();
    expect(field).toHaveAccessibleDescription('This coupon does not exist');
    expect(field).toHaveValue('NOPE42');
    expect(field).toHaveFocus();
  });

  it('tracks a valid code as checked and valid', async () => {
    const user = userEvent.setup();
    const { services } = renderPlans();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'welcome20');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await screen.findByText(/Coupon applied\. WELCOME20/);
    expect(services.tracked).toEqual([
      { event: 'coupon_checked', data: { code: 'WELCOME20', valid: true } },
    ]);
  });

  it('tracks a refused code as checked and not valid', async () => {
    const user = userEvent.setup();
    const { services } = renderPlans();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'nope42');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await screen.findByText('This coupon does not exist');
    expect(services.tracked).toEqual([
      { event: 'coupon_checked', data: { code: 'NOPE42', valid: false } },
    ]);
  });

  it('tracks no check when the call failed', async () => {
    const user = userEvent.setup();
    const { services } = renderPlans('/plans/select', {
      'POST /v1/coupon/subscription/check': () => {
        throw apiError({ message: 'Server down' }, 500);
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Server down')).toBeVisible();
    expect(services.calls.filter((call) => call.endpoint.includes('coupon'))).toHaveLength(1);
    expect(services.tracked).toEqual([]);
  });

  it('asks for a code before sending anything', async () => {
    const user = userEvent.setup();
    const { services } = renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Enter a coupon code')).toBeVisible();
    expect(services.calls.filter((call) => call.endpoint.includes('coupon'))).toHaveLength(0);
  });

  it('sends one check however often Apply is pressed', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    const { services } = renderPlans('/plans/select', {
      'POST /v1/coupon/subscription/check': () => pending.promise,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    const apply = screen.getByRole('button', { name: 'Apply coupon' });
    await user.click(apply);
    await user.click(apply);
    await user.keyboard('{Enter}');
    pending.resolve(COUPONS.SAVE10);
    expect(await screen.findByText(/Coupon applied/)).toBeVisible();
    expect(services.calls.filter((call) => call.endpoint.includes('coupon'))).toHaveLength(1);
  });

  it('offers to remove a coupon from the link that the calculator refuses', async () => {
    const user = userEvent.setup();
    const { location } = renderPlans('/plans/select?coupon=EXPIRED15');
    expect(await screen.findByText('This coupon has expired')).toBeVisible();
    const price = screen.getByRole('region', { name: 'Price' });
    await user.click(within(price).getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(location().search).not.toContain('coupon'));
    await waitFor(async () => expect(await total()).toBe('€129'));
  });
});

describe('pay form', () => {
  it('starts the payment for the choice and sends the browser to the gateway once', async () => {
    const user = userEvent.setup();
    const { goTo, services } = renderPlans('/plans/select?plan=pro&coupon=WELCOME20');
    const pay = await screen.findByRole('button', { name: 'Pay €103.20' });
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(pay);
    await user.click(pay);
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('/api/v1/payment/checkout/pay_abcdefgh12'),
    );
    const payments = services.calls.filter((call) => call.endpoint.includes('gateway'));
    expect(payments).toHaveLength(1);
    expect(payments[0]?.path).toBe('/v1/payment/gateway/paypal');
    expect(payments[0]?.input.body).toEqual({ plan: 'pro', period: 'month', coupon: 'WELCOME20' });
    expect(services.tracked).toEqual([
      { event: 'plan_chosen', data: { plan: 'pro', period: 'month' } },
    ]);
    expect(readPaymentMemory('pay_abcdefgh12')).toEqual({ gateway: 'paypal' });
  });

  it('shows a refused payment and stays on the page', async () => {
    const user = userEvent.setup();
    const { goTo, services } = renderPlans('/plans/select', {
      'POST /v1/payment/gateway/{gateway}': () => {
        throw inlineError('coupon', 'This coupon has been used up');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay €129' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has been used up');
    expect(goTo).not.toHaveBeenCalled();
    expect(services.tracked).toEqual([]);
  });

  it('never follows a gateway URL of another scheme', async () => {
    const user = userEvent.setup();
    const { goTo, services } = renderPlans('/plans/select', {
      'POST /v1/payment/gateway/{gateway}': () => ({
        payment_id: 'pay_x',
        url: 'javascript:alert(1)',
        amount: 1,
        currency: 'EUR',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay €129' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be opened');
    expect(goTo).not.toHaveBeenCalled();
    expect(services.tracked).toEqual([]);
  });
});
