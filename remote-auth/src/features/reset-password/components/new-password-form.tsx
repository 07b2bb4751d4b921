import {
  changePasswordBodySchema,
  href,
  resetPasswordChangeEndpoint,
} from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import {
  EmailInput,
  Form,
  NewPasswordInput,
  PasswordInput,
  useFormSubmission,
  useTextField,
  withConfirmation,
} from '@adlens/shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emailFromQuery } from '../../../common/navigation/email-from-query';
import { forgetResetToken } from '../reset-token-memory';

const FIELDS = ['email', 'password', 'confirmation'] as const;
const schema = withConfirmation(changePasswordBodySchema);

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Sign in with it now.';

/** Step 3 of the reset: the token of the link authorises setting a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const { api, notify } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = useTextField(() => emailFromQuery(searchParams));
  const password = useTextField();
  const confirmation = useTextField();
  const form = useFormSubmission(FIELDS);

  async function change(body: { email: string; token: string; password: string }) {
    await api.call(resetPasswordChangeEndpoint, { body }, { handledByPage: ['INLINE'] });
    forgetResetToken();
    notify.show({ type: 'success', message: PASSWORD_CHANGED_MESSAGE });
    navigate(href('signIn', undefined, { email: body.email }), { replace: true });
  }

  function onSubmit() {
    const values = { email: email.value, password: password.value };
    return form.submit(schema, { ...values, token, confirmation: confirmation.value }, change);
  }

  return (
    <Form
      label="Set a new password"
      submitLabel="Change password"
      submission={form}
      onSubmit={onSubmit}
    >
      <EmailInput name="email" {...email} error={form.errors.email} required />
      <NewPasswordInput label="New password" {...password} error={form.errors.password} />
      <PasswordInput
        label="Repeat the new password"
        name="confirmation"
        autoComplete="new-password"
        {...confirmation}
        error={form.errors.confirmation}
        required
      />
    </Form>
  );
}
