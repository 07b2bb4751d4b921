import { PASSWORD_MIN_LENGTH } from '@adlens/shared-contracts';

/**
 * The rule for a new password (sign-up, reset). Validation itself uses the contract's schemas,
 * which dev-api also validates with, so the page and the server cannot disagree; this module only
 * words the rule for the page and checks a confirmation.
 */
export const PASSWORD_RULE_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
