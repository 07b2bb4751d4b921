/** A message that belongs to the whole form, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="auth-form__alert" role="alert">
      {message}
    </p>
  );
}
