import { emailBodySchema, href, resetPasswordEndpoint } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { EmailInput, Form, useFormSubmission, useTextField } from '@adlens/shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emailFromQuery } from '../../../common/navigation/email-from-query';
import { usePaintedForm } from '../../../common/prerender/painted-form';

const FIELDS = ['email'] as const;

/** Step 1 of the reset: mail a code to the address. */
export function ResetRequestForm() {
  const { api, humanVerification } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useFormSubmission(FIELDS);
  // What the visitor typed into the page painted before this code ran is kept (decision 0041).
  const painted = usePaintedForm(form.formRef);
  const email = useTextField(() => painted?.values.email || emailFromQuery(searchParams));

  async function request(body: { email: string }) {
    const verification_token = await humanVerification.getToken('reset_password');
    await api.call(
      resetPasswordEndpoint,
      { body: { ...body, verification_token } },
      { handledByPage: ['INLINE'] },
    );
    navigate(href('verifyCode', undefined, { email: body.email }));
  }

  return (
    <Form
      label="Reset password"
      submitLabel="Send reset code"
      submission={form}
      onSubmit={() => form.submit(emailBodySchema, { email: email.value }, request)}
    >
      <EmailInput name="email" {...email} error={form.errors.email} required />
    </Form>
  );
}
