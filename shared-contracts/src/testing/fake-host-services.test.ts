import { z } from 'zod/mini';
import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { ApiError, isApiError } from '../errors/api-error';
import { errorMetaSchema } from '../errors/error-meta';
import { createFakeHostServices } from './fake-host-services';

const adEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}',
  access: access.signedIn(),
  params: z.object({ platform: z.string(), id: z.number() }),
  data: z.object({ id: z.number(), title: z.string() }),
});

describe('createFakeHostServices', () => {
  it('starts signed in as a demo user with 90 remaining credits', () => {
    const { session } = createFakeHostServices();
    expect(session.getState()).toMatchObject({
      status: 'signed-in',
      remainingCredits: 90,
      creditsLimitReached: false,
      activePlatform: 'meta',
    });
  });

  it('starts anonymous with user null, and signs in on request', async () => {
    const services = createFakeHostServices({ user: null });
    expect(services.session.getState().status).toBe('anonymous');
    await services.session.signIn('token');
    expect(services.session.getState().status).toBe('signed-in');
  });

  it('records the tokens it is signed in with', async () => {
    const services = createFakeHostServices({ user: null });
    await services.session.signIn('token-from-login');
    await services.session.signIn('token-from-oauth');
    expect(services.signedInTokens).toEqual(['token-from-login', 'token-from-oauth']);
  });

  it('reaches the credit limit as the host does: used credits equal credits', () => {
    const services = createFakeHostServices();
    services.reachCreditsLimit();
    const { user, remainingCredits, creditsLimitReached } = services.session.getState();
    expect(user?.subscription.used_credits).toBe(user?.subscription.credits);
    expect(remainingCredits).toBe(0);
    expect(creditsLimitReached).toBe(true);
  });

  it('notifies session subscribers until they unsubscribe', () => {
    const services = createFakeHostServices();
    const listener = jest.fn();
    const off = services.session.subscribe(listener);
    services.session.setActivePlatform('tiktok');
    off();
    services.setUser(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(services.session.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('answers calls from handlers, with the filled path, validated by the schema', async () => {
    const services = createFakeHostServices({
      handlers: { 'GET /v1/{platform}/ads/{id}': (_input, path) => ({ id: 7, title: path }) },
    });
    await expect(
      services.api.call(adEndpoint, { params: { platform: 'meta', id: 7 } }),
    ).resolves.toEqual({ id: 7, title: '/v1/meta/ads/7' });
    expect(services.calls).toEqual([
      {
        endpoint: 'GET /v1/{platform}/ads/{id}',
        path: '/v1/meta/ads/7',
        input: { params: { platform: 'meta', id: 7 } },
      },
    ]);
  });

  it('rejects data that does not match the endpoint schema', async () => {
    const services = createFakeHostServices({
      handlers: { 'GET /v1/{platform}/ads/{id}': () => ({ id: 'seven' }) },
    });
    await expect(
      services.api.call(adEndpoint, { params: { platform: 'meta', id: 7 } }),
    ).rejects.toThrow(z.core.$ZodError);
  });

  it('passes on an ApiError thrown by a handler', async () => {
    const failure = new ApiError(errorMetaSchema.parse({ message: 'No credits' }), 402);
    const services = createFakeHostServices({
      handlers: {
        'GET /v1/{platform}/ads/{id}': () => {
          throw failure;
        },
      },
    });
    const error: unknown = await services.api
      .call(adEndpoint, { params: { platform: 'meta', id: 7 } })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.meta.message).toBe('No credits');
  });

  it('fails loudly for a call without a handler', async () => {
    await expect(
      createFakeHostServices().api.call(adEndpoint, { params: { platform: 'meta', id: 1 } }),
    ).rejects.toThrow('No fake handler for GET /v1/{platform}/ads/{id}');
  });

  it('sanitises navigation as the host does', () => {
    const services = createFakeHostServices();
    services.navigation.navigate('//evil.example');
    expect(services.navigations).toEqual(['/dashboard']);
  });

  it('records notifications', () => {
    const services = createFakeHostServices();
    services.notify.show({ message: 'Saved', type: 'success' });
    expect(services.notifications).toEqual([{ message: 'Saved', type: 'success' }]);
  });
});

describe('createFakeHostServices user input', () => {
  it('takes wire-shaped fields, with the schema defaults filled', () => {
    const services = createFakeHostServices({ user: { subscription: { credits: 5 } } });
    expect(services.session.getState().user?.subscription).toEqual({
      plan: null,
      credits: 5,
      used_credits: 0,
      renews_at: null,
    });
    expect(services.session.getState().remainingCredits).toBe(5);
  });
});
