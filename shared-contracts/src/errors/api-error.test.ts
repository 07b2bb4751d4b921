import { ApiError, isApiError } from './api-error';
import { errorBodySchema, errorMetaSchema } from './error-meta';

describe('isApiError', () => {
  it('recognises an ApiError', () => {
    const error = new ApiError(errorMetaSchema.parse({ message: 'No credits' }), 402);
    expect(isApiError(error)).toBe(true);
    expect(error.message).toBe('No credits');
  });

  it('recognises an ApiError thrown by another bundle, by its name and shape', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'ApiError',
      meta: { message: 'x' },
      status: 500,
    });
    expect(isApiError(foreign)).toBe(true);
  });

  it.each([
    ['a plain error', new Error('x')],
    ['a look-alike without meta', Object.assign(new Error('x'), { name: 'ApiError', status: 1 })],
    ['a look-alike with null meta', { name: 'ApiError', meta: null, status: 1 }],
    ['a look-alike without status', { name: 'ApiError', meta: {} }],
    ['null', null],
    ['a string', 'ApiError'],
  ])('rejects %s', (_name, value) => {
    expect(isApiError(value)).toBe(false);
  });
});

describe('errorMetaSchema', () => {
  it('fills the defaults of spec section 3', () => {
    expect(errorMetaSchema.parse({})).toEqual({ message: 'Something went wrong', type: 'error' });
  });

  it('rejects an action the front end cannot dispatch', () => {
    expect(
      errorBodySchema.safeParse({ status: 'error', meta: { action: 'EXPLODE' } }).success,
    ).toBe(false);
  });
});
