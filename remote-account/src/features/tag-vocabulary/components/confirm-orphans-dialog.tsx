import { errorMessage } from '@adlens/shared-contracts';
import { Button, FormAlert } from '@adlens/shared-ui';
import { Modal } from '@adlens/shared-ui/overlays';
import { useState } from 'react';

export interface ConfirmOrphansDialogProps {
  /** The server's 409: which saved filters name the tag going away; null keeps it closed. */
  message: string | null;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a change rewrites saved filters; a refusal of the confirmed call stays here. */
export function ConfirmOrphansDialog({
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmOrphansDialogProps) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  function close() {
    if (sending) return;
    setFailure(undefined);
    onClose();
  }

  async function confirm() {
    setSending(true);
    setFailure(undefined);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open={message !== null} onClose={close} title="Rewrite saved filters?">
      <p>{message}</p>
      <p>Their searches keep finding the same ads under the new name.</p>
      <FormAlert message={failure} />
      <div className="dashboard-actions">
        <Button variant="secondary" onClick={close} disabled={sending}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} loading={sending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
