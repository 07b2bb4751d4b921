import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformAnalytics } from '../testing/fixtures';
import { renderInsightsPage } from '../testing/render-insights-page';
import * as AnalyticsPage from './analytics-page';

const renderAt = (url: string, options = {}) => renderInsightsPage(url, { AnalyticsPage }, options);

describe('AnalyticsPage', () => {
  it('shows the totals, the daily chart and the top lists of the platform', async () => {
    renderAt('/meta/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meta Ad Library analytics' }),
    ).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Active ads' })).toHaveTextContent('830');
    expect(screen.getByRole('figure', { name: 'New and active ads per day' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Ads per call to action' })).toHaveTextContent(
      'Shop Now',
    );
    expect(screen.getByRole('figure', { name: 'Ads per country' })).toHaveTextContent(
      'United States (US)',
    );
  });

  it('links each top domain to its analytics, dots and all', async () => {
    renderAt('/meta/analytics');
    const link = await screen.findByRole('link', { name: 'shop.example.co.uk' });
    expect(link).toHaveAttribute('href', '/meta/analytics/shop.example.co.uk');
  });

  it('ranks the top advertisers with a link to each owner and their share of ads', async () => {
    renderAt('/meta/analytics');
    const table = await screen.findByRole('table', { name: /Top advertisers by ads/ });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('1');
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Advertiser 1' }),
    ).toHaveAttribute('href', '/meta/owner/101');
    // 60 of the 1,200 ads of the period.
    expect(first).toHaveTextContent('5 %');
  });

  it('reads period, country and category from the URL and sends them', async () => {
    const { services } = renderAt('/meta/analytics?period=7&country=US&category=Gaming');
    await screen.findByRole('figure', { name: 'New and active ads per day' });
    const queries = services.calls
      .filter((entry) => entry.endpoint === 'GET /v1/{platform}/analytics')
      .map((entry) => entry.input.query);
    expect(queries).toContainEqual({ period: '7', country: 'US', category: 'Gaming' });
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Gaming');
  });

  it('puts a new period in the URL and loads it', async () => {
    const user = userEvent.setup();
    const { location, services } = renderAt('/meta/analytics?country=US&page=2');
    await screen.findByRole('figure', { name: 'New and active ads per day' });
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(location().search).toBe('?country=US&period=90');
    await screen.findByText('Aug 23 2026 – Nov 20 2026');
    const queries = services.calls
      .filter((entry) => entry.endpoint === 'GET /v1/{platform}/analytics')
      .map((entry) => entry.input.query);
    expect(queries).toContainEqual({ period: '90', country: 'US' });
  });

  it('says so when the period has no ads', async () => {
    renderAt('/meta/analytics?category=Travel');
    expect(await screen.findByText('No ads in this period')).toBeVisible();
    expect(screen.queryByRole('figure', { name: 'New and active ads per day' })).toBeNull();
  });

  it('shows skeletons while the analytics load', () => {
    // The page alone: with its loader, the host holds the navigation until the data is there, so
    // the skeleton is what the page shows when its query runs without the loader (a refetch).
    renderInsightsPage(
      '/meta/analytics',
      { AnalyticsPage: { Component: AnalyticsPage.Component } },
      {
        handlers: { 'GET /v1/{platform}/analytics': () => new Promise(() => {}) },
      },
    );
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows a failure without a status with a retry that loads again', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderAt('/meta/analytics', {
      handlers: {
        'GET /v1/{platform}/analytics': () => {
          if (failing) throw new Error('offline');
          return platformAnalytics();
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure', { name: 'New and active ads per day' })).toBeVisible();
  });

  it('says so when the platform in the path is unknown', async () => {
    renderAt('/myspace/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown platform' }),
    ).toBeVisible();
  });
});
