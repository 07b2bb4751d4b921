import { SignInForm } from '../features/sign-in/sign-in-form';

export function Component() {
  return (
    <main className="auth-page">
      <h1>Sign in to Adlens</h1>
      <SignInForm />
    </main>
  );
}
