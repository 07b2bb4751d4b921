import { href, resetPasswordVerifyEndpoint, resetVerifyBodySchema } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { CodeInput, EmailInput, Form, useFormSubmission, useTextField } from '@adlens/shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emailFromQuery } from '../../../common/navigation/email-from-query';

const FIELDS = ['email', 'token'] as const;

/** Step 2 of the reset: trade the mailed code for the token of the new-password page. */
export function VerifyCodeForm() {
  const { api } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = useTextField(() => emailFromQuery(searchParams));
  const code = useTextField();
  const form = useFormSubmission(FIELDS);

  async function verify(body: { email: string; token: string }) {
    const { token } = await api.call(
      resetPasswordVerifyEndpoint,
      { body },
      { handledByPage: ['INLINE'] },
    );
    navigate(href('newPassword', { token }, { email: body.email }));
  }

  return (
    <Form
      label="Verify reset code"
      submitLabel="Verify code"
      submission={form}
      onSubmit={() =>
        form.submit(resetVerifyBodySchema, { email: email.value, token: code.value }, verify)
      }
    >
      <EmailInput name="email" {...email} error={form.errors.email} required />
      <CodeInput label="Reset code" {...code} error={form.errors.token} />
    </Form>
  );
}
