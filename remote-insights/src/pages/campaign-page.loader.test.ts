/** @jest-environment node */
import { ApiError } from '@adlens/shared-contracts';
import { loaderArgs } from '../testing/insights-loader-args';
import { loader } from './campaign-page';

describe('CampaignPage loader', () => {
  it('loads the header and starts the calls of the tab in the URL', async () => {
    const { services, args } = loaderArgs('/display/campaign/9?tab=countries&period=7');
    await loader(args);
    expect(services.calls.map((call) => call.path)).toEqual([
      '/v1/display/campaign/9/data/countries',
      '/v1/display/campaign/9/chart/country',
      '/v1/display/campaign/9',
    ]);
    expect(services.calls[0]?.input.query).toEqual({ period: '7', page: 1, per_page: 20 });
  });

  it('throws a 404 of an unknown campaign for the host to show /404', async () => {
    const { args } = loaderArgs('/native/campaign/999', {
      'GET /v1/{platform}/campaign/{id}': () => {
        throw new ApiError({ message: 'Campaign not found', type: 'error' }, 404);
      },
    });
    await expect(loader(args)).rejects.toMatchObject({ status: 404 });
  });
});
