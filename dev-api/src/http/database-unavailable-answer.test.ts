import { errorBodySchema } from '@adlens/shared-contracts';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { DatabaseUnavailableError } from '../db/database-unavailable';

/** A database whose server cannot be reached: every call fails as the PostgreSQL driver's would. */
function unreachableDatabase(): Database {
  const unavailable = () =>
    Promise.reject(new DatabaseUnavailableError('The database cannot be reached', true));
  return {
    dataDir: undefined,
    query: unavailable,
    exec: unavailable,
    transaction: unavailable,
    close: () => Promise.resolve(),
  };
}

it('answers 503 with the error envelope and Retry-After when the database cannot be reached', async () => {
  const { app } = createApp({
    db: unreachableDatabase(),
    settings: { rateLimitPerMinute: 0 },
    webhooks: { background: false },
  });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});

  const response = await app.request('/v1/notifications', {
    headers: { authorization: 'Bearer some-session-token' },
  });

  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
  expect(errorBodySchema.parse(await response.json()).meta).toEqual({
    message: 'The service is briefly unavailable. Please try again in a moment.',
    action: 'SNACKBAR',
    type: 'error',
    code: 503,
  });
  expect(logged).toHaveBeenCalledWith(
    'dev-api: The database cannot be reached (no cause given); answered 503',
  );
});
