import {
  href,
  isApiError,
  loginBodySchema,
  loginEndpoint,
  REDIRECT_TARGETS,
  useHostServices,
} from '@adlens/shared-contracts';
import { Button, EmailInput, PasswordInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../common/forms/form-alert';
import { useFormSubmission } from '../../../common/forms/use-form-submission';
import { emailFromQuery } from '../../../common/navigation/email-from-query';
import { afterSignInPath, redirectTargetPath } from '../../../common/navigation/redirect-target';

const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const { api, session, humanVerification, notify } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => emailFromQuery(searchParams));
  const [password, setPassword] = useState('');
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);

  async function signIn(body: { email: string; password: string }) {
    const verification_token = await humanVerification.getToken('login');
    try {
      const { token } = await api.call(
        loginEndpoint,
        { body: { ...body, verification_token } },
        // REDIRECT too: an unconfirmed account goes to confirm with its e-mail in the query.
        { handledByPage: ['INLINE', 'REDIRECT'] },
      );
      await session.signIn(token);
      navigate(afterSignInPath(searchParams), { replace: true });
    } catch (error) {
      if (!isApiError(error) || error.meta.action !== 'REDIRECT') throw error;
      const target = redirectTargetPath(error.meta.to);
      if (target !== REDIRECT_TARGETS.EMAIL_CONFIRM) {
        navigate(target);
        return;
      }
      // The server mailed a fresh code; the message says so on the confirm page.
      notify.show({ type: error.meta.type, message: error.meta.message });
      const redirect = searchParams.get('redirect') ?? undefined;
      navigate(href('confirmEmail', undefined, { email: body.email, redirect }));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(loginBodySchema, { email, password }, signIn);
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label="Sign in">
      <EmailInput
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <PasswordInput
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <FormAlert message={errors.form} />
      <Button type="submit" loading={sending}>
        Sign in
      </Button>
    </form>
  );
}
