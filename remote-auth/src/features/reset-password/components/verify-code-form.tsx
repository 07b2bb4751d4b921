import {
  href,
  resetPasswordVerifyEndpoint,
  resetVerifyBodySchema,
  useHostServices,
} from '@adlens/shared-contracts';
import { Button, EmailInput, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../common/forms/form-alert';
import { useFormSubmission } from '../../../common/forms/use-form-submission';
import { emailFromQuery } from '../../../common/navigation/email-from-query';

const FIELDS = ['email', 'token'] as const;

/** Step 2 of the reset: trade the mailed code for the token of the new-password page. */
export function VerifyCodeForm() {
  const { api } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => emailFromQuery(searchParams));
  const [code, setCode] = useState('');
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);

  async function verify(body: { email: string; token: string }) {
    const { token } = await api.call(
      resetPasswordVerifyEndpoint,
      { body },
      { handledByPage: ['INLINE'] },
    );
    navigate(href('newPassword', { token }, { email: body.email }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(resetVerifyBodySchema, { email, token: code }, verify);
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Verify reset code"
    >
      <EmailInput
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <TextInput
        label="Reset code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.token}
        required
      />
      <FormAlert message={errors.form} />
      <Button type="submit" loading={sending}>
        Verify code
      </Button>
    </form>
  );
}
