import { confirmBodySchema, confirmEndpoint } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import {
  Button,
  CodeInput,
  EmailInput,
  Form,
  FormStatus,
  useFormSubmission,
  useTextField,
} from '@adlens/shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emailFromQuery } from '../../../common/navigation/email-from-query';
import { useRemoveFromAddress } from '../../../common/navigation/remove-from-address';
import { afterSignInPath } from '../../../common/navigation/redirect-target';
import { useResendCode } from '../hooks/use-resend-code';

const FIELDS = ['email', 'token'] as const;

export function ConfirmEmailForm() {
  const { api, session, device, analytics } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = useTextField(() => emailFromQuery(searchParams));
  // A mailed confirmation link carries its token in the query.
  const code = useTextField(() => searchParams.get('token') ?? '');
  // The field holds it now; a reload shows the code field empty, to type from the mail.
  useRemoveFromAddress(['token']);
  const form = useFormSubmission(FIELDS);
  const resend = useResendCode();

  async function confirm(body: { email: string; token: string }) {
    // Spec section 7: confirm sends this browser's fingerprint; without one it still confirms.
    const fingerprint = await device.fingerprint().catch(() => undefined);
    const { token } = await api.call(
      confirmEndpoint,
      { body: { ...body, device: fingerprint } },
      { handledByPage: ['INLINE'] },
    );
    await session.signIn(token);
    analytics.track('sign_in', { method: 'confirmation_code' });
    navigate(afterSignInPath(searchParams), { replace: true });
  }

  return (
    <Form
      label="Confirm your e-mail"
      submitLabel="Confirm e-mail"
      submission={form}
      alert={form.errors.form ?? resend.formError}
      onSubmit={() =>
        form.submit(confirmBodySchema, { email: email.value, token: code.value }, confirm)
      }
      status={<FormStatus message={resend.status} />}
      secondaryAction={
        <Button
          variant="ghost"
          loading={resend.sending}
          disabled={form.sending}
          onClick={() => void resend.resend(email.value)}
        >
          Send a new code
        </Button>
      }
    >
      <EmailInput name="email" {...email} error={form.errors.email ?? resend.emailError} required />
      <CodeInput label="Confirmation code" {...code} error={form.errors.token} />
    </Form>
  );
}
