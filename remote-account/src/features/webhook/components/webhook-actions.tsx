import { errorMessage } from '@adlens/shared-contracts';
import { Button, FormAlert, FormStatus } from '@adlens/shared-ui';
import { Modal } from '@adlens/shared-ui/overlays';
import { useState } from 'react';
import { useWebhookActions } from '../hooks/use-webhook-actions';

type Confirming = 'rotate' | 'remove' | null;

const DIALOGS = {
  rotate: {
    title: 'Rotate the signing secret?',
    text: 'The current secret stops working at once: deliveries from now on are signed with the new one. Update your receiver with it.',
    confirm: 'Rotate secret',
  },
  remove: {
    title: 'Remove the webhook?',
    text: 'Notifications are no longer sent to your URL, and its delivery log is deleted. You can set a webhook again later, with a new secret.',
    confirm: 'Remove webhook',
  },
} as const;

/** Send a test, rotate the secret, remove: the last two ask first. */
export function WebhookActions({ onSecret }: { onSecret: (secret: string) => void }) {
  const { rotate, test, remove } = useWebhookActions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [status, setStatus] = useState<string>();
  const pending = confirming === 'rotate' ? rotate : remove;

  function close() {
    if (pending.isPending) return;
    pending.reset();
    setConfirming(null);
  }

  function confirm() {
    if (confirming === 'rotate')
      rotate.mutate(undefined, {
        onSuccess: ({ secret }) => {
          setConfirming(null);
          setStatus(undefined);
          onSecret(secret);
        },
      });
    if (confirming === 'remove') remove.mutate(undefined, { onSuccess: () => setConfirming(null) });
  }

  function sendTest() {
    setStatus(undefined);
    test.mutate(undefined, {
      onSuccess: () => setStatus('A test delivery is on its way: see the log below.'),
    });
  }

  const dialog = confirming ? DIALOGS[confirming] : null;
  return (
    <div className="webhook-actions">
      <div className="dashboard-actions">
        <Button variant="secondary" onClick={sendTest} loading={test.isPending}>
          Send test delivery
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('rotate')}>
          Rotate secret
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('remove')}>
          Remove webhook
        </Button>
      </div>
      <FormAlert message={test.isError ? errorMessage(test.error) : undefined} />
      <FormStatus message={status} />
      <Modal open={dialog !== null} onClose={close} title={dialog?.title}>
        <p>{dialog?.text}</p>
        <FormAlert message={pending.isError ? errorMessage(pending.error) : undefined} />
        <div className="dashboard-actions">
          <Button variant="secondary" onClick={close} disabled={pending.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={pending.isPending}>
            {dialog?.confirm}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
