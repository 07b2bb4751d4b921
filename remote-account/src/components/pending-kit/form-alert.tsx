// TEMPORARY (pending-kit): replaced by the kit's FormAlert and FormStatus in @adlens/shared-ui.

/** A message that belongs to the whole form, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="dashboard-form__alert" role="alert">
      {message}
    </p>
  );
}

/** Good news of a form; the live region is always rendered so that a change is announced. */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <p className="dashboard-form__status" role="status">
      {message}
    </p>
  );
}
