import { HostServicesProvider } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Component as SubscriptionPage } from './subscription-page';

function renderWithUser(subscription: { plan: string; credits: number; used_credits: number }) {
  const services = createFakeHostServices({
    user: { subscription: { ...subscription, renews_at: null } },
  });
  return render(
    <HostServicesProvider value={services}>
      <MemoryRouter>
        <SubscriptionPage />
      </MemoryRouter>
    </HostServicesProvider>,
  );
}

describe('SubscriptionPage', () => {
  it('shows the plan and remaining credits (credits minus used credits)', () => {
    renderWithUser({ plan: 'Growth', credits: 500, used_credits: 120 });
    expect(screen.getByText('Growth')).toBeVisible();
    expect(screen.getByText('380')).toBeVisible();
  });

  it('links to plan selection', () => {
    renderWithUser({ plan: 'Starter', credits: 10, used_credits: 10 });
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
  });
});
