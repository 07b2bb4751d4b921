import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import { Component as SignInPage } from '../pages/sign-in-page';

const services = createFakeHostServices({
  user: null,
  handlers: {
    'POST /v1/auth/login': (input) => ({
      token: 'harness-token',
      user: { id: 1, email: String((input.body as { email?: string }).email), name: 'Harness' },
    }),
  },
});

renderHarness({
  title: 'remote-auth',
  routes: [{ path: ROUTE_PATHS.signIn, element: <SignInPage /> }],
  services,
});
