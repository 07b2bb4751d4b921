import { Button } from '@adlens/shared-ui';

interface ConfirmOpenProps {
  label: string;
  remainingCredits: number;
  onConfirm: () => void;
}

/** The cost is shown before it is spent; the user decides. */
export function ConfirmOpen({ label, remainingCredits, onConfirm }: ConfirmOpenProps) {
  return (
    <section className="confirm-open" aria-label="Open ad detail">
      <p>
        Opening an ad’s detail uses credits. You have {remainingCredits} credits left; an ad you
        have opened before is free.
      </p>
      <Button onClick={onConfirm}>{label}</Button>
    </section>
  );
}
