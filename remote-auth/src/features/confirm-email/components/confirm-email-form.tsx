import { confirmBodySchema, confirmEndpoint, useHostServices } from '@adlens/shared-contracts';
import { Button, EmailInput, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../common/forms/form-alert';
import { useFormSubmission } from '../../../common/forms/use-form-submission';
import { emailFromQuery } from '../../../common/navigation/email-from-query';
import { afterSignInPath } from '../../../common/navigation/redirect-target';
import { useResendCode } from '../hooks/use-resend-code';

const FIELDS = ['email', 'token'] as const;

export function ConfirmEmailForm() {
  const { api, session } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => emailFromQuery(searchParams));
  // A mailed confirmation link carries its token in the query.
  const [code, setCode] = useState(() => searchParams.get('token') ?? '');
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);
  const resend = useResendCode();

  async function confirm(body: { email: string; token: string }) {
    const { token } = await api.call(confirmEndpoint, { body }, { handledByPage: ['INLINE'] });
    await session.signIn(token);
    navigate(afterSignInPath(searchParams), { replace: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(confirmBodySchema, { email, token: code }, confirm);
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Confirm your e-mail"
    >
      <EmailInput
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email ?? resend.emailError}
        required
      />
      <TextInput
        label="Confirmation code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.token}
        required
      />
      <FormAlert message={errors.form ?? resend.formError} />
      <p className="auth-form__status" role="status">
        {resend.status}
      </p>
      <Button type="submit" loading={sending}>
        Confirm e-mail
      </Button>
      <Button
        variant="ghost"
        loading={resend.sending}
        disabled={sending}
        onClick={() => void resend.resend(email)}
      >
        Send a new code
      </Button>
    </form>
  );
}
