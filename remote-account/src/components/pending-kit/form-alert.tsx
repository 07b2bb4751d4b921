// TODO(kit): replace with `FormAlert` from @adlens/shared-ui once it lands.

/** A message that belongs to the whole form, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="account-form__alert" role="alert">
      {message}
    </p>
  );
}
