import { inlineError, apiError } from '../../testing/api-errors';
import { UNEXPECTED_FAILURE_MESSAGE, errorsFromFailure, errorsFromIssues } from './field-errors';

const FIELDS = ['email', 'password'] as const;

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
