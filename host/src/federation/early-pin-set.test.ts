import { PIN_SET_URL } from '@adlens/shared-contracts/platform';
import { pinSetFetch, requestPinSetEarly } from './early-pin-set';

describe('early pin-set request', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('answers the first pin-file read with the request started from the entry, then fetches anew', async () => {
    const calls: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(`{"n":${calls.length}}`);
    });
    requestPinSetEarly();
    expect(calls).toEqual([PIN_SET_URL]);

    expect(await (await pinSetFetch(PIN_SET_URL)).json()).toEqual({ n: 1 });
    expect(await (await pinSetFetch(PIN_SET_URL)).json()).toEqual({ n: 2 });
    expect(calls).toEqual([PIN_SET_URL, PIN_SET_URL]);
  });
});
