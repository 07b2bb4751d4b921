import './form.css';

/** A message that belongs to the whole form, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="adl-form__alert" role="alert">
      {message}
    </p>
  );
}

/**
 * Good news of a form ("We sent a new code"). The live region is always rendered, even empty,
 * because screen readers announce only changes to a region that already exists.
 */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <p className="adl-form__status" role="status">
      {message}
    </p>
  );
}
