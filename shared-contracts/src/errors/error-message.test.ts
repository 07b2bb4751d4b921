import { ApiError } from './api-error';
import { FALLBACK_ERROR_MESSAGE, errorMessage } from './error-message';

describe('error message', () => {
  it("shows the server's message of an API error", () => {
    const error = new ApiError({ message: 'Ad not found', type: 'error' }, 404);
    expect(errorMessage(error)).toBe('Ad not found');
  });

  it('words any other failure for people', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage('oops')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('falls back when the server sent an empty message', () => {
    expect(errorMessage(new ApiError({ message: '', type: 'error' }, 500))).toBe(
      FALLBACK_ERROR_MESSAGE,
    );
  });
});
