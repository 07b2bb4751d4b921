import { ApiError, type ErrorMeta } from '@adlens/shared-contracts';
import { UNEXPECTED_FAILURE_MESSAGE, errorsFromFailure, errorsFromIssues } from './field-errors';

const FIELDS = ['email', 'password'] as const;

/** The error the host's client throws for an INLINE error body, as dev-api sends it. */
function inlineError(field: string, message: string): ApiError {
  return new ApiError({ message, action: 'INLINE', field, type: 'error', code: 422 }, 422);
}

function apiError(meta: Partial<ErrorMeta> & { message: string }): ApiError {
  return new ApiError({ type: 'error', ...meta }, 400);
}

describe('form errors', () => {
  it('keeps the first message of each field and puts unknown fields on the form', () => {
    const errors = errorsFromIssues(
      [
        { path: ['email'], message: 'Email is required' },
        { path: ['email'], message: 'Enter a valid email address' },
        { path: ['verification_token'], message: 'Invalid token' },
      ],
      FIELDS,
    );

    expect(errors).toEqual({ email: 'Email is required', form: 'Invalid token' });
  });

  it('puts an INLINE server error next to its field', () => {
    expect(errorsFromFailure(inlineError('password', 'Wrong e-mail or password'), FIELDS)).toEqual({
      password: 'Wrong e-mail or password',
    });
  });

  it('puts a server error of another field on the form', () => {
    expect(errorsFromFailure(inlineError('token', 'Expired'), FIELDS)).toEqual({ form: 'Expired' });
    expect(errorsFromFailure(apiError({ message: 'Busy' }), FIELDS)).toEqual({ form: 'Busy' });
  });

  it('words a failure that is not an API error for people', () => {
    expect(errorsFromFailure(new TypeError('Failed to fetch'), FIELDS)).toEqual({
      form: UNEXPECTED_FAILURE_MESSAGE,
    });
  });
});
