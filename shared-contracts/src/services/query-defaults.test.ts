import { ApiError } from '../errors/api-error';
import { errorMetaSchema } from '../errors/error-meta';
import { pageQueryDefaults } from './query-defaults';

function retryRule() {
  const retry = pageQueryDefaults().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is not a rule');
  return retry;
}

describe('pageQueryDefaults', () => {
  it('retries a request that got no answer, twice at most', () => {
    const retry = retryRule();
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('retries an API error without a response like a network failure', () => {
    expect(retryRule()(0, new ApiError(errorMetaSchema.parse({ message: 'Offline' }), 0))).toBe(
      true,
    );
  });

  it('never retries an answer of the server', () => {
    expect(retryRule()(0, new ApiError(errorMetaSchema.parse({ message: 'Boom' }), 500))).toBe(
      false,
    );
  });
});
