import { createStartedRequests, requestKey } from './started-requests';

const SEARCH = { method: 'POST', url: 'v1/meta/ads/search', body: '{"page":1}', token: 'a' };

function started(response: Promise<Response> = Promise.resolve(new Response('{}'))) {
  return { response, abort: jest.fn() };
}

/** Node's process events: the host's types know only `process.env` (a browser bundle). */
interface ProcessEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
}
const nodeProcess = process as unknown as ProcessEvents;

/** Lets a rejection nobody handles reach the process's `unhandledRejection` event. */
async function afterRejectionsAreReported(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('requests started ahead of their page', () => {
  it('hands a started request to the identical request once', () => {
    const store = createStartedRequests();
    const request = started();
    store.put(requestKey(SEARCH), request);
    expect(store.take(requestKey({ ...SEARCH }))).toBe(request);
    expect(store.take(requestKey(SEARCH))).toBeNull();
  });

  it.each([
    ['another token', { token: 'b' }],
    ['no token', { token: undefined }],
    ['another URL', { url: 'v1/x/ads/search' }],
    ['another query', { url: 'v1/meta/ads/search?page=2' }],
    ['another body', { body: '{"page":2}' }],
    ['another method', { method: 'GET' }],
  ])('never hands it to a request with %s', (_name, change) => {
    const store = createStartedRequests();
    const request = started();
    store.put(requestKey(SEARCH), request);
    expect(store.take(requestKey({ ...SEARCH, ...change }))).toBeNull();
    expect(store.take(requestKey(SEARCH))).toBe(request);
  });

  it('drops and aborts a request nobody took, and leaves a taken one alone', () => {
    const store = createStartedRequests();
    const untaken = started();
    const taken = started();
    const dropUntaken = store.put(requestKey(SEARCH), untaken);
    const dropTaken = store.put(requestKey({ ...SEARCH, url: 'v1/filters/meta/search' }), taken);
    expect(store.take(requestKey({ ...SEARCH, url: 'v1/filters/meta/search' }))).toBe(taken);
    dropUntaken();
    dropTaken();
    expect(untaken.abort).toHaveBeenCalledTimes(1);
    expect(taken.abort).not.toHaveBeenCalled();
    expect(store.take(requestKey(SEARCH))).toBeNull();
  });

  it('replaces a request started again under the same key (a newer navigation)', () => {
    const store = createStartedRequests();
    const older = started();
    const newer = started();
    const dropOlder = store.put(requestKey(SEARCH), older);
    store.put(requestKey(SEARCH), newer);
    expect(older.abort).toHaveBeenCalledTimes(1);
    // The older navigation's drop must not take the newer one away.
    dropOlder();
    expect(newer.abort).not.toHaveBeenCalled();
    expect(store.take(requestKey(SEARCH))).toBe(newer);
  });

  it('lets a failed request nobody takes fail quietly', async () => {
    const unhandled = jest.fn();
    nodeProcess.on('unhandledRejection', unhandled);
    try {
      const store = createStartedRequests();
      const drop = store.put(requestKey(SEARCH), started(Promise.reject(new TypeError('offline'))));
      drop();
      await afterRejectionsAreReported();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      nodeProcess.off('unhandledRejection', unhandled);
    }
  });

  it('gives the taker the failure itself', async () => {
    const store = createStartedRequests();
    store.put(requestKey(SEARCH), started(Promise.reject(new TypeError('offline'))));
    await expect(store.take(requestKey(SEARCH))?.response).rejects.toThrow('offline');
  });
});
