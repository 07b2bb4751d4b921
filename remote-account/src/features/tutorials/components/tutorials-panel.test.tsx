import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../../testing/api-errors';
import { TUTORIALS, dashboardFixture } from '../../../testing/fixtures';
import { renderAccountPage } from '../../../testing/render-account-page';

const TUTORIALS_CALL = 'GET /v1/common/tutorials';
const SAW = 'POST /v1/user/profile/saw';

function renderDashboard(isNewUser: boolean, saw: () => unknown = () => ({ saw: true })) {
  return renderAccountPage('/dashboard/subscription', {
    user: { is_new_user: isNewUser },
    handlers: {
      'GET /v1/user/dashboard': () => dashboardFixture(),
      [TUTORIALS_CALL]: () => ({ items: TUTORIALS }),
      [SAW]: saw,
    },
  });
}

afterEach(() => window.sessionStorage.clear());

describe('first-visit tutorials', () => {
  it('shows the tutorials to a new user, with their length and a link to watch', async () => {
    renderDashboard(true);

    const panel = await screen.findByRole('region', {
      name: 'New here? Start with these tutorials',
    });
    expect(await within(panel).findByText('Getting started with Adlens')).toBeVisible();
    expect(within(panel).getByText('4:05')).toBeVisible();
    expect(
      within(panel).getByRole('link', {
        name: 'Watch Getting started with Adlens (opens a new tab)',
      }),
    ).toHaveAttribute('href', 'https://videos.adlens.example/getting-started.mp4');
  });

  it('does not show them, nor load them, for a user who has been here before', async () => {
    const { services } = renderDashboard(false);

    await screen.findByRole('region', { name: 'Plan' });
    expect(screen.queryByRole('region', { name: /tutorials/ })).not.toBeInTheDocument();
    expect(services.calls.map((call) => call.endpoint)).not.toContain(TUTORIALS_CALL);
  });

  it('hides them for good on dismissal: the server is told and the page session remembers', async () => {
    const { user, services } = renderDashboard(true);

    await user.click(await screen.findByRole('button', { name: 'Hide tutorials' }));

    expect(screen.queryByRole('region', { name: /tutorials/ })).not.toBeInTheDocument();
    await waitFor(() => expect(services.calls.map((call) => call.endpoint)).toContain(SAW));
    expect(window.sessionStorage.getItem('adlens.account.tutorials-dismissed')).toBe('1');
  });

  it('stays hidden when telling the server fails (a failure there is ignored)', async () => {
    const { user, services } = renderDashboard(true, () => {
      throw apiError({ message: 'Busy' }, 500);
    });

    await user.click(await screen.findByRole('button', { name: 'Hide tutorials' }));
    await waitFor(() => expect(services.calls.map((call) => call.endpoint)).toContain(SAW));

    expect(screen.queryByRole('region', { name: /tutorials/ })).not.toBeInTheDocument();
    expect(services.notifications).toEqual([]);
  });

  it('stays hidden on the next dashboard page of the same session', async () => {
    window.sessionStorage.setItem('adlens.account.tutorials-dismissed', '1');
    renderDashboard(true);

    await screen.findByRole('region', { name: 'Plan' });
    expect(screen.queryByRole('region', { name: /tutorials/ })).not.toBeInTheDocument();
  });
});
