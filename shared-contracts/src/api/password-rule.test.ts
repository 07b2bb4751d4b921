import { PASSWORD_MIN_LENGTH } from './auth';
import { PASSWORD_RULE_TEXT, passwordsMatch } from './password-rule';

describe('password rule', () => {
  it('words the minimum length the schema enforces', () => {
    expect(PASSWORD_RULE_TEXT).toBe(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  });

  it('accepts a confirmation only when it is the same text', () => {
    expect(passwordsMatch('correct horse', 'correct horse')).toBe(true);
    expect(passwordsMatch('correct horse', 'correct horse ')).toBe(false);
    expect(passwordsMatch('Secret12', 'secret12')).toBe(false);
  });
});
