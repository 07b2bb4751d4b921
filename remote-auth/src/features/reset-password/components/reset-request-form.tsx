import {
  emailBodySchema,
  href,
  resetPasswordEndpoint,
  useHostServices,
} from '@adlens/shared-contracts';
import { Button, EmailInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../common/forms/form-alert';
import { useFormSubmission } from '../../../common/forms/use-form-submission';
import { emailFromQuery } from '../../../common/navigation/email-from-query';

const FIELDS = ['email'] as const;

/** Step 1 of the reset: mail a code to the address. */
export function ResetRequestForm() {
  const { api, humanVerification } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => emailFromQuery(searchParams));
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);

  async function request(body: { email: string }) {
    const verification_token = await humanVerification.getToken('reset_password');
    await api.call(
      resetPasswordEndpoint,
      { body: { ...body, verification_token } },
      { handledByPage: ['INLINE'] },
    );
    navigate(href('verifyCode', undefined, { email: body.email }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(emailBodySchema, { email }, request);
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Reset password"
    >
      <EmailInput
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <FormAlert message={errors.form} />
      <Button type="submit" loading={sending}>
        Send reset code
      </Button>
    </form>
  );
}
