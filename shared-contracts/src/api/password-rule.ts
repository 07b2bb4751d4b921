import { PASSWORD_MIN_LENGTH } from './auth';

/**
 * The rule for a new password (sign-up, reset, profile), worded for the page. Validation itself
 * uses `newPasswordSchema`, which dev-api also validates with, so page and server cannot disagree.
 */
export const PASSWORD_RULE_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';

/** The "type it twice" check of a new password. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
