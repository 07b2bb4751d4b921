import {
  href,
  isApiError,
  loginBodySchema,
  loginEndpoint,
  REDIRECT_TARGETS,
  redirectTargetPath,
} from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import {
  EmailInput,
  Form,
  PasswordInput,
  useFormSubmission,
  useTextField,
} from '@adlens/shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emailFromQuery } from '../../../common/navigation/email-from-query';
import { usePaintedForm } from '../../../common/prerender/painted-form';
import { afterSignInPath } from '../../../common/navigation/redirect-target';

const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const { api, session, humanVerification, notify, analytics } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useFormSubmission(FIELDS);
  // What the visitor typed into the page painted before this code ran is kept (decision 0041).
  const painted = usePaintedForm(form.formRef);
  const email = useTextField(() => painted?.values.email || emailFromQuery(searchParams));
  const password = useTextField(() => painted?.values.password ?? '');

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
      analytics.track('sign_in', { method: 'password' });
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

  return (
    <Form
      label="Sign in"
      submitLabel="Sign in"
      submission={form}
      onSubmit={() =>
        form.submit(loginBodySchema, { email: email.value, password: password.value }, signIn)
      }
    >
      <EmailInput name="email" {...email} error={form.errors.email} required />
      <PasswordInput
        name="password"
        {...password}
        error={form.errors.password}
        autoComplete="current-password"
        required
      />
    </Form>
  );
}
