import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { screen } from '@testing-library/react';
import { renderAccountView } from '../../../testing/render-account-page';
import { PaymentFailed } from './payment-failed';
import { PaymentThankYou } from './payment-thank-you';

describe('payment result pages', () => {
  it('thanks for a paid payment, reloads the user and links to what comes next', async () => {
    const services = createFakeHostServices();
    const refresh = jest.spyOn(services.session, 'refreshUser');
    renderAccountView(
      'PaymentThankYouPage',
      <PaymentThankYou />,
      '/payment-thank-you/pay_abc12345',
      {
        services,
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you for your payment',
    );
    expect(screen.getByText('pay_abc12345')).toBeVisible();
    const next = screen.getByRole('navigation', { name: 'Next steps' });
    expect(next).toContainElement(screen.getByRole('link', { name: 'See your subscription' }));
    expect(screen.getByRole('link', { name: 'Search ads' })).toHaveAttribute(
      'href',
      '/meta/search',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('says a failed payment took no money and offers to try again', () => {
    renderAccountView('PaymentFailedPage', <PaymentFailed />, '/payment-failed/pay_abc12345');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your payment did not go through',
    );
    expect(screen.getByText(/no money was taken/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
  });

  it('does not echo a reference that cannot be a payment id', () => {
    renderAccountView('PaymentFailedPage', <PaymentFailed />, '/payment-failed/%3Cscript%3E');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown payment');
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeVisible();
  });
});
