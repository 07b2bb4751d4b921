import {
  changePasswordBodySchema,
  href,
  resetPasswordChangeEndpoint,
  useHostServices,
} from '@adlens/shared-contracts';
import { Button, EmailInput, PasswordInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../common/forms/form-alert';
import { useFormSubmission } from '../../../common/forms/use-form-submission';
import { emailFromQuery } from '../../../common/navigation/email-from-query';
import { PASSWORD_RULE_TEXT } from '../../password-rule/password-rule';
import { withConfirmation } from '../../password-rule/with-confirmation';

const FIELDS = ['email', 'password', 'confirmation'] as const;
const schema = withConfirmation(changePasswordBodySchema);

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Sign in with it now.';

/** Step 3 of the reset: the token from the path authorises setting a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const { api, notify } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => emailFromQuery(searchParams));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);

  async function change(body: { email: string; token: string; password: string }) {
    await api.call(resetPasswordChangeEndpoint, { body }, { handledByPage: ['INLINE'] });
    notify.show({ type: 'success', message: PASSWORD_CHANGED_MESSAGE });
    navigate(href('signIn', undefined, { email: body.email }), { replace: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(schema, { email, token, password, confirmation }, change);
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Set a new password"
    >
      <EmailInput
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <PasswordInput
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_TEXT}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <PasswordInput
        label="Repeat the new password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
        required
      />
      <FormAlert message={errors.form} />
      <Button type="submit" loading={sending}>
        Change password
      </Button>
    </form>
  );
}
