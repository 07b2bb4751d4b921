/** @jest-environment node */
// Loaders get the Fetch API's Request, which jsdom lacks.
import { isApiError } from '@adlens/shared-contracts';
import { type FakeHandler, createFakeHostServices } from '@adlens/shared-contracts/testing';
import { createTestQueryClient, pageLoaderArgs } from '@adlens/shared-contracts/testing/react';
import { apiError } from '../testing/api-errors';
import { DOWNLOADS, PLANS, REFERRAL_OVERVIEW, performance } from '../testing/shop-fixtures';
import { loader as downloadsLoader } from './downloads-page';
import { loader as planSelectLoader } from './plan-select-page';
import { loader as referralLoader } from './referral-page';

function setup(handlers: Record<string, FakeHandler>) {
  const services = createFakeHostServices({ handlers });
  return { services, queryClient: createTestQueryClient() };
}

/** One cache for every page of a test, as in the page session. */
function args(url: string, { services, queryClient }: ReturnType<typeof setup>) {
  return pageLoaderArgs(url, services, queryClient);
}

const page = {
  items: DOWNLOADS.slice(10),
  total: DOWNLOADS.length,
  page: 2,
  per_page: 10,
  total_pages: 2,
};

describe('shop page loaders', () => {
  it('fill the query cache before the page shows, with the view of the URL', async () => {
    const parts = setup({
      'GET /v1/subscription/subscription-plans': () => PLANS,
      'GET /v1/referrals': () => REFERRAL_OVERVIEW,
      'GET /v1/referrals/performance': () => performance('2026-11-01', '2026-11-07'),
      'GET /v1/landing/download': () => page,
    });
    await planSelectLoader(args('/plans/select', parts));
    await referralLoader(args('/referral?from=2026-11-01&to=2026-11-07', parts));
    await downloadsLoader(args('/downloads?page=2&kind=guide', parts));

    const calls = parts.services.calls.map((call) => [call.endpoint, call.input.query ?? null]);
    expect(calls).toEqual([
      ['GET /v1/subscription/subscription-plans', null],
      ['GET /v1/referrals', null],
      ['GET /v1/referrals/performance', { from: '2026-11-01', to: '2026-11-07' }],
      ['GET /v1/landing/download', { page: 2, per_page: 10, kind: 'guide' }],
    ]);
    expect(parts.queryClient.getQueryData(['account', 'plans'])).toEqual(PLANS);
  });

  it('pass a failure with a status on, for the host to send the user to /{status}', async () => {
    const parts = setup({
      'GET /v1/landing/download': () => {
        throw apiError({ message: 'Not found' }, 404);
      },
    });
    const failure: unknown = await downloadsLoader(args('/downloads', parts)).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(404);
  });
});
