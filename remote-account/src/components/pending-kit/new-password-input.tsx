// TEMPORARY (pending-kit): replaced by the kit's NewPasswordInput in @adlens/shared-ui.
import { PASSWORD_MIN_LENGTH } from '@adlens/shared-contracts';
import { PasswordInput, type PasswordInputProps } from '@adlens/shared-ui';

export const PASSWORD_RULE_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;

/** A password field for a new password: the rule is on the page before anything is typed. */
export function NewPasswordInput({
  label = 'New password',
  ...props
}: Partial<PasswordInputProps>) {
  return (
    <PasswordInput label={label} autoComplete="new-password" hint={PASSWORD_RULE_TEXT} {...props} />
  );
}
