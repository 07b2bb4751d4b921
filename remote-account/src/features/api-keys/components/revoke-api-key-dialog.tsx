import { type ApiKey, errorMessage } from '@adlens/shared-contracts';
import { Button, FormAlert } from '@adlens/shared-ui';
import { Modal } from '@adlens/shared-ui/overlays';
import { useRevokeApiKey } from '../hooks/use-revoke-api-key';

/** Asks before revoking: a program using the key is refused from its next call. */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
  onRevoked: (key: ApiKey) => void;
}) {
  const revoke = useRevokeApiKey();

  function close() {
    if (revoke.isPending) return;
    revoke.reset();
    onClose();
  }

  function confirm(key: ApiKey) {
    revoke.mutate(key, {
      onSuccess: () => {
        revoke.reset();
        onRevoked(key);
      },
    });
  }

  return (
    <Modal
      open={apiKey !== null}
      onClose={close}
      title={apiKey ? `Revoke the key “${apiKey.name}”?` : undefined}
    >
      {apiKey ? (
        <>
          <p>
            Programs using the key <code>{apiKey.prefix}…</code> are refused from their next call.
            This cannot be undone.
          </p>
          <FormAlert message={revoke.isError ? errorMessage(revoke.error) : undefined} />
          <div className="dashboard-actions">
            <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button onClick={() => confirm(apiKey)} loading={revoke.isPending}>
              Revoke key
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
