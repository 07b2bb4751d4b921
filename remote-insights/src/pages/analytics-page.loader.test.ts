/** @jest-environment node */
import { ApiError } from '@adlens/shared-contracts';
import { runPageLoader } from '@adlens/shared-contracts/react';
import { loaderArgs } from '../testing/insights-loader-args';
import { loader } from './analytics-page';

describe('AnalyticsPage loader', () => {
  const args = (url: string, handlers = {}) => {
    const { services, args: input } = loaderArgs(url, handlers);
    return { services, run: () => loader(input), bound: () => runPageLoader(loader, input) };
  };

  it('fills the cache with the period of the URL and starts the ranking', async () => {
    const { services, run } = args('/tiktok/analytics?period=7');
    await run();
    expect(services.calls.map((call) => call.path)).toEqual([
      '/v1/tiktok/analytics/top-advertisers',
      '/v1/tiktok/analytics',
    ]);
    expect(services.calls[1]?.input.query).toEqual({ period: '7' });
  });

  it('throws a failure with a status, for the host to send the user to /{status}', async () => {
    const { run } = args('/meta/analytics', {
      'GET /v1/{platform}/analytics': () => {
        throw new ApiError({ message: 'Server error', type: 'error' }, 500);
      },
    });
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('lets a failure without a status through, and the page-data rule keeps the page', async () => {
    const { run, bound } = args('/meta/analytics', {
      'GET /v1/{platform}/analytics': () => {
        throw new ApiError({ message: 'Network', type: 'error' }, 0);
      },
    });
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    await expect(bound()).resolves.toBeNull();
  });
});
