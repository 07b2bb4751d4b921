import { href, registerBodySchema, registerEndpoint } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import {
  EmailInput,
  Form,
  NewPasswordInput,
  TextInput,
  useFormSubmission,
  useTextField,
} from '@adlens/shared-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePaintedForm } from '../../../common/prerender/painted-form';

const FIELDS = ['name', 'email', 'password'] as const;

interface SignUpBody {
  name: string;
  email: string;
  password: string;
  ref_id?: string;
}

export function SignUpForm() {
  const { api, humanVerification, analytics } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useFormSubmission(FIELDS);
  // What the visitor typed into the page painted before this code ran is kept (decision 0041).
  const painted = usePaintedForm(form.formRef);
  const name = useTextField(() => painted?.values.name ?? '');
  const email = useTextField(() => painted?.values.email ?? '');
  const password = useTextField(() => painted?.values.password ?? '');

  async function signUp(body: SignUpBody) {
    const verification_token = await humanVerification.getToken('register');
    const data = await api.call(
      registerEndpoint,
      { body: { ...body, verification_token } },
      { handledByPage: ['INLINE'] },
    );
    analytics.track('sign_up', { method: 'email', referred: body.ref_id !== undefined });
    const redirect = searchParams.get('redirect') ?? undefined;
    navigate(href('confirmEmail', undefined, { email: data.email, redirect }));
  }

  function onSubmit() {
    // A visitor who came through a referral link signs up as that referrer's referral.
    const refId = searchParams.get('refId') ?? undefined;
    const values = { name: name.value, email: email.value, password: password.value };
    return form.submit(registerBodySchema, { ...values, ref_id: refId }, signUp);
  }

  return (
    <Form label="Sign up" submitLabel="Create account" submission={form} onSubmit={onSubmit}>
      <TextInput
        label="Name"
        name="name"
        autoComplete="name"
        {...name}
        error={form.errors.name}
        required
      />
      <EmailInput name="email" {...email} error={form.errors.email} required />
      <NewPasswordInput {...password} error={form.errors.password} />
    </Form>
  );
}
