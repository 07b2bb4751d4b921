import {
  isApiError,
  loginBodySchema,
  loginEndpoint,
  safeRedirectPath,
  useHostServices,
} from '@adlens/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

type FieldErrors = Partial<Record<'email' | 'password' | 'form', string>>;

export function SignInForm() {
  const { api, session, humanVerification } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const verification_token = await humanVerification.getToken('login');
      const { token } = await api.call(
        loginEndpoint,
        { body: { ...parsed.data, verification_token } },
        { handledByPage: ['INLINE'] },
      );
      await session.signIn(token);
      navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      const message = isApiError(error) ? error.meta.message : 'Sign-in failed, please try again.';
      const field = isApiError(error) ? error.meta.field : undefined;
      setErrors(
        field === 'email' || field === 'password' ? { [field]: message } : { form: message },
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <div>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {errors.email && (
          <p id={`${id}-email-error`} role="alert">
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        {errors.password && (
          <p id={`${id}-password-error`} role="alert">
            {errors.password}
          </p>
        )}
      </div>
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit" disabled={sending}>
        {sending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
