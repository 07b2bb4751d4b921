/** @jest-environment node */
import { ApiError } from '@adlens/shared-contracts';
import { type RemotePageModule } from '@adlens/shared-contracts/react';
import { type FakeHandler, createFakeHostServices } from '@adlens/shared-contracts/testing';
import { pageLoaderArgs } from '@adlens/shared-contracts/testing/react';
import { apiError } from '../testing/api-errors';
import { dashboardFixture, profileFixture, teamFixture } from '../testing/fixtures';
import * as ProfilePage from './profile-page';
import * as SubscriptionPage from './subscription-page';
import * as TeamPage from './team-page';

interface Case {
  page: string;
  module: RemotePageModule;
  path: string;
  endpoint: string;
  data: unknown;
  queryKey: string[];
}

const CASES: Case[] = [
  {
    page: 'subscription',
    module: SubscriptionPage,
    path: '/dashboard/subscription',
    endpoint: 'GET /v1/user/dashboard',
    data: dashboardFixture(),
    queryKey: ['account', 'dashboard'],
  },
  {
    page: 'profile',
    module: ProfilePage,
    path: '/dashboard/profile',
    endpoint: 'GET /v1/user/profile',
    data: profileFixture(),
    queryKey: ['account', 'profile'],
  },
  {
    page: 'team',
    module: TeamPage,
    path: '/dashboard/team',
    endpoint: 'GET /v1/subscription/team/members',
    data: teamFixture(),
    queryKey: ['account', 'team'],
  },
];

function runLoader(module: RemotePageModule, path: string, handler: FakeHandler) {
  const services = createFakeHostServices({
    handlers: { [CASES.find((c) => c.path === path)?.endpoint ?? '']: handler },
  });
  const loader = module.loader;
  if (!loader) throw new Error(`${path} has no loader`);
  const args = pageLoaderArgs(path, services);
  const { queryClient } = args;
  const result = loader(args);
  return { result: Promise.resolve(result), queryClient, services };
}

describe.each(CASES)('the $page page loader', ({ module, path, data, queryKey }) => {
  it('fills the query cache the page reads', async () => {
    const { result, queryClient } = runLoader(module, path, () => data);

    await result;

    expect(queryClient.getQueryData(queryKey)).toEqual(data);
  });

  it('rethrows an API failure with its status, for the host to send the user to /{status}', async () => {
    const { result } = runLoader(module, path, () => {
      throw apiError({ message: 'Down for maintenance' }, 503);
    });

    await expect(result).rejects.toBeInstanceOf(ApiError);
    await expect(result).rejects.toMatchObject({ status: 503 });
  });
});
