import { PASSWORD_RULE_TEXT } from '@adlens/shared-contracts';
import { PasswordInput, type PasswordInputProps } from '../components/inputs/password-input';

/** The field where a password is chosen: the browser may suggest one, the rule shows below. */
export function NewPasswordInput(
  props: Partial<Omit<PasswordInputProps, 'autoComplete' | 'hint'>>,
) {
  return (
    <PasswordInput
      name="password"
      autoComplete="new-password"
      hint={PASSWORD_RULE_TEXT}
      required
      {...props}
    />
  );
}
