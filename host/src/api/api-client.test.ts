import {
  adPreviewEndpoint,
  adPreviewRequest,
  adSearchRequest,
  isApiError,
  loginEndpoint,
  userInitEndpoint,
} from '@adlens/shared-contracts';
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

describe('API client: requests started ahead of their page', () => {
  function startingClient(answer: () => Promise<Response>) {
    let token: string | undefined = 'tok';
    const requests: Request[] = [];
    const failures: FailedResponse[] = [];
    const client = createApiClient({
      getToken: () => token,
      onFailure: (failure) => failures.push(failure),
      fetch: ((input: Request) => {
        requests.push(input);
        return answer();
      }) as never,
    });
    return {
      client,
      requests,
      failures,
      signIn: (next: string | undefined) => {
        token = next;
      },
    };
  }

  /** ky hands a request to `fetch` after its hooks, a few microtasks later. */
  const requestsSent = () => new Promise((resolve) => setTimeout(resolve, 0));
  const search = (page: number) =>
    adSearchRequest({ platform: 'meta', filters: {}, sort: 'newest', page, groupVariants: true });
  const searchAnswer = () =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          status: 'ok',
          data: { items: [], total: 0, page: 1, per_page: 40, total_pages: 0 },
        }),
      ),
    );

  it('asks once: the identical call takes the started response', async () => {
    const { client, requests } = startingClient(searchAnswer);
    client.start([search(1)]);
    await requestsSent();
    expect(requests).toHaveLength(1);
    const { endpoint, input } = search(1);
    const data = await client.call(endpoint, input);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/meta/ads/search');
    expect(data.total).toBe(0);
  });

  it('takes it once: the next identical call asks the server', async () => {
    const { client, requests } = startingClient(searchAnswer);
    client.start([search(1)]);
    const { endpoint, input } = search(1);
    await client.call(endpoint, input);
    await client.call(endpoint, input);
    expect(requests).toHaveLength(2);
  });

  it('never hands it to another request (page, platform) or another token', async () => {
    const { client, requests, signIn } = startingClient(searchAnswer);
    client.start([search(1), adPreviewRequest('meta', 5)]);
    const other = search(2);
    await client.call(other.endpoint, other.input);
    await client.call(adPreviewEndpoint, { params: { platform: 'x', id: 5 } }).catch(() => null);
    signIn('someone-else');
    const first = search(1);
    await client.call(first.endpoint, first.input);
    expect(requests).toHaveLength(5);
    expect(requests[4]?.headers.get('Authorization')).toBe('Bearer someone-else');
  });

  it('drops what nobody took: aborted, and a later call asks the server', async () => {
    const { client, requests } = startingClient(searchAnswer);
    const batch = client.start([search(1)]);
    await requestsSent();
    batch.drop();
    expect(requests[0]?.signal.aborted).toBe(true);
    const { endpoint, input } = search(1);
    await client.call(endpoint, input);
    expect(requests).toHaveLength(2);
  });

  it('fails the taker exactly as its own request would (status for the page-data rule)', async () => {
    const { client, requests, failures } = startingClient(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 'error', meta: { message: 'No such ad' } }), {
          status: 404,
        }),
      ),
    );
    client.start([adPreviewRequest('meta', 5)]);
    expect(failures).toHaveLength(0);
    const error: unknown = await client
      .call(adPreviewEndpoint, { params: { platform: 'meta', id: 5 } })
      .catch((caught: unknown) => caught);
    expect(requests).toHaveLength(1);
    expect(isApiError(error) && error.status).toBe(404);
    expect(failures).toEqual([expect.objectContaining({ status: 404 })]);
  });

  it('reports no answer as status 0 to the taker (the page stays)', async () => {
    const { client } = startingClient(() => Promise.reject(new TypeError('Failed to fetch')));
    client.start([adPreviewRequest('meta', 5)]);
    const error: unknown = await client
      .call(adPreviewEndpoint, { params: { platform: 'meta', id: 5 } })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(0);
  });

  it('aborts the started request when its taker aborts', async () => {
    const { client, requests } = startingClient(searchAnswer);
    client.start([search(1)]);
    const controller = new AbortController();
    const { endpoint, input } = search(1);
    const call = client.call(endpoint, input, { signal: controller.signal });
    controller.abort();
    await call.catch(() => null);
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('starts nothing for input its endpoint refuses', () => {
    const { client, requests } = startingClient(searchAnswer);
    // A path param missing: the page's own call would throw the same, before any request.
    client.start([
      { endpoint: adPreviewEndpoint, input: { params: { platform: 'meta' } } as never },
    ]);
    expect(requests).toHaveLength(0);
  });
});
