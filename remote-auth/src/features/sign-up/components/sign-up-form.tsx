import {
  href,
  registerBodySchema,
  registerEndpoint,
  useHostServices,
} from '@adlens/shared-contracts';
import { Button, EmailInput, PasswordInput, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../common/forms/form-alert';
import { useFormSubmission } from '../../../common/forms/use-form-submission';
import { PASSWORD_RULE_TEXT } from '../../password-rule/password-rule';

const FIELDS = ['name', 'email', 'password'] as const;

interface SignUpBody {
  name: string;
  email: string;
  password: string;
  ref_id?: string;
}

export function SignUpForm() {
  const { api, humanVerification } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);

  async function signUp(body: SignUpBody) {
    const verification_token = await humanVerification.getToken('register');
    const data = await api.call(
      registerEndpoint,
      { body: { ...body, verification_token } },
      { handledByPage: ['INLINE'] },
    );
    const redirect = searchParams.get('redirect') ?? undefined;
    navigate(href('confirmEmail', undefined, { email: data.email, redirect }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A visitor who came through a referral link signs up as that referrer's referral.
    const refId = searchParams.get('refId') ?? undefined;
    void submit(registerBodySchema, { name, email, password, ref_id: refId }, signUp);
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label="Sign up">
      <TextInput
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
      />
      <EmailInput
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <PasswordInput
        name="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_TEXT}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <FormAlert message={errors.form} />
      <Button type="submit" loading={sending}>
        Create account
      </Button>
    </form>
  );
}
