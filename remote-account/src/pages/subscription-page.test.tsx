import { screen, within } from '@testing-library/react';
import { apiError } from '../testing/api-errors';
import { NO_USAGE, dashboardFixture } from '../testing/fixtures';
import { renderAccountPage } from '../testing/render-account-page';

const DASHBOARD = 'GET /v1/user/dashboard';

describe('subscription page', () => {
  it('shows the plan, its price and when it renews', async () => {
    renderAccountPage('/dashboard/subscription', {
      handlers: { [DASHBOARD]: () => dashboardFixture() },
    });

    const plan = await screen.findByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Pro')).toBeVisible();
    expect(within(plan).getByText('Active')).toBeVisible();
    expect(within(plan).getByText('€129 per month')).toBeVisible();
    expect(within(plan).getByText('Renews on Dec 13 2026.')).toBeVisible();
    expect(within(plan).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
  });

  it('shows credits used and remaining as a meter', async () => {
    renderAccountPage('/dashboard/subscription', {
      handlers: { [DASHBOARD]: () => dashboardFixture() },
    });

    const meter = await screen.findByRole('meter', { name: 'Credits used' });
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuemax', '1500');
    expect(meter).toHaveAttribute('aria-valuetext', '120 of 1,500 credits used');
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(within(credits).getByText('1,380')).toBeVisible();
  });

  it('lists recent usage per day, newest first', async () => {
    renderAccountPage('/dashboard/subscription', {
      handlers: { [DASHBOARD]: () => dashboardFixture() },
    });

    const table = await screen.findByRole('table', { name: 'Credits used per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Nov 23 2026');
    expect(rows[1]).toHaveTextContent('1');
    expect(screen.getByText('19 credits used in the last 14 days.')).toBeVisible();
  });

  it('says when no credits were used recently', async () => {
    renderAccountPage('/dashboard/subscription', {
      handlers: { [DASHBOARD]: () => dashboardFixture({ usage: NO_USAGE }) },
    });

    expect(await screen.findByText('No credits used in the last 14 days')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to choose a plan when the account has none', async () => {
    renderAccountPage('/dashboard/subscription', {
      handlers: {
        [DASHBOARD]: () => dashboardFixture({ plan: null, status: 'none', renews_at: null }),
      },
    });

    expect(await screen.findByText('You have no plan yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/plans/select',
    );
  });

  it('shows a skeleton while loading, then an error with retry that loads again', async () => {
    let fail = true;
    const { user } = renderAccountPage('/dashboard/subscription', {
      handlers: {
        [DASHBOARD]: () => {
          // No answer (status 0): the page stays; a status would leave for /{status}.
          if (fail) throw apiError({ message: 'The server is busy' }, 0);
          return dashboardFixture();
        },
      },
    });

    expect(
      await screen.findByRole('status', { name: 'Loading your subscription' }),
    ).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your subscription could not be loaded');
    expect(alert).toHaveTextContent('The server is busy');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Plan' })).toBeVisible();
  });

  it('leaves for /{status} when the dashboard fails with a status, like every page', async () => {
    const { path } = renderAccountPage('/dashboard/subscription', {
      handlers: {
        [DASHBOARD]: () => {
          throw apiError({ message: 'The server is busy' }, 500);
        },
      },
    });

    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(path()).toBe('/500?redirect=%2Fdashboard%2Fsubscription');
  });

  it('is one of the dashboard sections, marked as the current one', async () => {
    renderAccountPage('/dashboard/subscription', {
      handlers: { [DASHBOARD]: () => dashboardFixture() },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('region', { name: 'Plan' });
  });
});
