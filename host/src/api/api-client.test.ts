import { isApiError, loginEndpoint, userInitEndpoint } from '@adlens/shared-contracts';
import { createApiClient } from './api-client';
import type { FailedResponse } from './response-handler';

function clientAnswering(status: number, body: unknown) {
  const requests: Request[] = [];
  const failures: FailedResponse[] = [];
  const client = createApiClient({
    getToken: () => 'tok',
    onFailure: (failure) => failures.push(failure),
    fetch: (async (input: Request) => {
      requests.push(input);
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }) as never,
  });
  return { client, requests, failures };
}

const user = { id: 1, email: 'a@b.test', name: 'A' };

describe('API client', () => {
  it('sends the bearer token and the JSON headers to /api', async () => {
    const { client, requests } = clientAnswering(200, { status: 'ok', data: { user } });
    await client.call(userInitEndpoint);
    const [request] = requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/v1/user/init');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('labels a JSON body application/json (the API answers 415 to anything else)', async () => {
    const { client, requests } = clientAnswering(200, {
      status: 'ok',
      data: { token: 't', user },
    });
    await client
      .call(loginEndpoint, { body: { email: 'a@b.test', password: 'long-enough-1' } })
      .catch(() => undefined);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('returns validated data of an ok body', async () => {
    const { client } = clientAnswering(200, { status: 'ok', data: { user } });
    const data = await client.call(userInitEndpoint);
    expect(data.user.subscription).toEqual({
      plan: null,
      credits: 0,
      used_credits: 0,
      renews_at: null,
    });
  });

  it.each([
    [
      'an error body',
      422,
      { status: 'error', meta: { message: 'Nope', action: 'SNACKBAR' } },
      'Nope',
    ],
    ['a body without meta', 500, { oops: true }, 'Something went wrong!'],
    ['a malformed ok body', 200, { status: 'ok', data: { user: { id: 'x' } } }, /could not read/],
    ['a non-JSON body', 502, '<html>bad gateway</html>', 'Something went wrong!'],
  ])(
    'hands %s to the response handler and throws an ApiError',
    async (_name, status, body, message) => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const { client, failures } = clientAnswering(status, body);
      const error: unknown = await client.call(userInitEndpoint).catch((caught: unknown) => caught);
      expect(isApiError(error)).toBe(true);
      expect(failures).toHaveLength(1);
      expect(isApiError(error) ? error.message : '').toMatch(message);
    },
  );
});
