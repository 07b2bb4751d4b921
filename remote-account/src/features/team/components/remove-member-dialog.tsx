import { errorMessage } from '@adlens/shared-contracts';
import { Button, FormAlert } from '@adlens/shared-ui';
import { Modal } from '@adlens/shared-ui/overlays';
import { useRemoveMember } from '../hooks/use-remove-member';

export interface RemoveMemberDialogProps {
  /** The member to remove; null keeps the dialog closed. */
  email: string | null;
  onClose: () => void;
  onRemoved: (email: string) => void;
}

/** Asks before removing; a refusal of the server stays in the dialog. */
export function RemoveMemberDialog({ email, onClose, onRemoved }: RemoveMemberDialogProps) {
  const removal = useRemoveMember();

  function close() {
    if (removal.isPending) return;
    removal.reset();
    onClose();
  }

  function confirm() {
    if (!email || removal.isPending) return;
    removal.mutate(email, {
      onSuccess: () => {
        removal.reset();
        onRemoved(email);
      },
    });
  }

  return (
    <Modal open={email !== null} onClose={close} title="Remove team member?">
      <p>
        <strong>{email}</strong> will lose access to your team&apos;s plan. You can invite them
        again later.
      </p>
      <FormAlert message={removal.isError ? errorMessage(removal.error) : undefined} />
      <div className="dashboard-actions">
        <Button variant="secondary" onClick={close} disabled={removal.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} loading={removal.isPending}>
          Remove member
        </Button>
      </div>
    </Modal>
  );
}
