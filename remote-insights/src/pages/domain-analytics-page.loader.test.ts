/** @jest-environment node */
import { ApiError } from '@adlens/shared-contracts';
import { loaderArgs } from '../testing/insights-loader-args';
import { loader } from './domain-analytics-page';

describe('DomainAnalyticsPage loader', () => {
  it('loads the domain by name with the period of the URL and starts its ads', async () => {
    const { services, args } = loaderArgs('/meta/analytics/novalabs.com?period=90');
    await loader(args);
    expect(services.calls.map((call) => call.path)).toEqual([
      '/v1/meta/ads/search',
      '/v1/meta/analytics/novalabs.com',
    ]);
    expect(services.calls[1]?.input.query).toEqual({ period: '90' });
  });

  it('throws a 404 of an unknown domain for the host to show /404', async () => {
    const { args } = loaderArgs('/meta/analytics/nope.invalid', {
      'GET /v1/{platform}/analytics/{id}': () => {
        throw new ApiError({ message: 'Domain not found', type: 'error' }, 404);
      },
    });
    await expect(loader(args)).rejects.toMatchObject({ status: 404 });
  });
});
