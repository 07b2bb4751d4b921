import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { rememberPayment } from '../../../components/payment-memory';
import { renderAccountView } from '../../../testing/render-account-page';
import { PaymentFailed } from './payment-failed';
import { PaymentThankYou } from './payment-thank-you';

afterEach(() => sessionStorage.clear());

describe('payment result tag event', () => {
  it('tracks a paid payment with the gateway it started at', () => {
    rememberPayment('pay_abc12345', { gateway: 'paypal' });
    const { services } = renderAccountView(
      'PaymentThankYouPage',
      <PaymentThankYou />,
      '/payment-thank-you/pay_abc12345',
    );
    expect(services.tracked).toEqual([
      {
        event: 'payment_result',
        data: { payment: 'pay_abc12345', result: 'success', gateway: 'paypal' },
      },
    ]);
  });

  it('tracks a failed payment once, even in StrictMode and after a reload', () => {
    const first = renderAccountView(
      'PaymentFailedPage',
      <StrictMode>
        <PaymentFailed />
      </StrictMode>,
      '/payment-failed/pay_abc12345',
    );
    expect(first.services.tracked).toEqual([
      { event: 'payment_result', data: { payment: 'pay_abc12345', result: 'failed' } },
    ]);
    first.unmount();
    const reloaded = renderAccountView(
      'PaymentFailedPage',
      <PaymentFailed />,
      '/payment-failed/pay_abc12345',
    );
    expect(screen.getByText('pay_abc12345')).toBeVisible();
    expect(reloaded.services.tracked).toEqual([]);
  });

  it('tracks nothing for a link that names no payment', () => {
    const { services } = renderAccountView(
      'PaymentFailedPage',
      <PaymentFailed />,
      '/payment-failed/%3Cscript%3E',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown payment');
    expect(services.tracked).toEqual([]);
  });
});
