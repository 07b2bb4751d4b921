import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domainAnalytics } from '../testing/fixtures';
import { renderInsightsPage } from '../testing/render-insights-page';
import * as DomainAnalyticsPage from './domain-analytics-page';

const renderAt = (url: string, options = {}) =>
  renderInsightsPage(url, { DomainAnalyticsPage }, options);

describe('DomainAnalyticsPage', () => {
  it('asks for the domain by its dotted name and shows its facts and technologies', async () => {
    const { services } = renderAt('/meta/analytics/Shop.Example.co.uk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'shop.example.co.uk' }),
    ).toBeVisible();
    const technologies = await screen.findByRole('list', { name: 'Technologies' });
    expect(technologies).toHaveTextContent('E-commerce: Shopify');
    expect(services.calls.map((call) => call.path)).toContain(
      '/v1/meta/analytics/shop.example.co.uk',
    );
  });

  it('draws the activity of the period and the country mix', async () => {
    renderAt('/meta/analytics/novalabs.com?period=7');
    const activity = await screen.findByRole('figure', { name: 'New and active ads per day' });
    // A header row and one row per day of the period.
    expect(within(activity).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('figure', { name: 'Ads per country' })).toHaveTextContent(
      'Germany (DE)',
    );
  });

  it('links advertisers to their owner page and ads to their detail and to search', async () => {
    renderAt('/tiktok/analytics/novalabs.com');
    const advertisers = await screen.findByRole('table', { name: /Advertisers landing on/ });
    expect(within(advertisers).getByRole('link', { name: 'Nova Labs' })).toHaveAttribute(
      'href',
      '/tiktok/owner/201',
    );
    const ad = await screen.findByRole('article', { name: 'Campaign ad 1' });
    expect(within(ad).getByRole('link')).toHaveAttribute('href', '/native/ads/1');
    expect(
      screen.getByRole('link', { name: /See all 20 ads of novalabs.com in search/ }),
    ).toHaveAttribute('href', '/tiktok/search?keyword=novalabs.com');
  });

  it('keeps the period in the URL and back at the platform analytics', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/meta/analytics/novalabs.com');
    await screen.findByRole('figure', { name: 'New and active ads per day' });
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(location().search).toBe('?period=7');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Meta Ad Library analytics' })).toHaveAttribute(
        'href',
        '/meta/analytics?period=7',
      ),
    );
  });

  it('says so when the domain had no ads in the period', async () => {
    renderAt('/meta/analytics/novalabs.com', {
      handlers: {
        'GET /v1/{platform}/analytics/{id}': () => ({
          ...domainAnalytics(),
          series: domainAnalytics().series.map((day) => ({ ...day, new_ads: 0, active_ads: 0 })),
        }),
      },
    });
    expect(await screen.findByText('No ads in this period')).toBeVisible();
  });

  it('shows skeletons while loading and an error with retry on a failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAt('/meta/analytics/novalabs.com', {
      handlers: {
        'GET /v1/{platform}/analytics/{id}': async () => {
          if (fail) throw new Error('offline');
          return domainAnalytics();
        },
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading domain analytics' })).toBeVisible();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Technologies' })).toBeVisible();
  });

  it('refuses a path that is not a domain name', async () => {
    renderAt('/meta/analytics/not_a_domain!');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not a domain name' }),
    ).toBeVisible();
  });
});
