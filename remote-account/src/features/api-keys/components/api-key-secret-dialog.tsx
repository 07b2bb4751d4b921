import { Button, FormStatus, TextInput } from '@adlens/shared-ui';
import { Modal } from '@adlens/shared-ui/overlays';
import { useRef, useState } from 'react';
import type { CreatedApiKey } from './api-key-form';

/**
 * The new key's secret, once: the server keeps only its hash, so this dialog is the one place
 * it is ever shown. Copy uses the clipboard where allowed; otherwise the text is selected.
 */
export function ApiKeySecretDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string>();

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setStatus('The key is copied to the clipboard.');
    } catch {
      input.current?.select();
      setStatus('Copying is not allowed here: the key is selected, copy it with your keyboard.');
    }
  }

  function close() {
    setStatus(undefined);
    onClose();
  }

  return (
    <Modal
      open={created !== null}
      onClose={close}
      title={created ? `Your API key “${created.key.name}”` : undefined}
      className="api-key-secret"
    >
      {created ? (
        <>
          <p>
            <strong>Copy it now: you will not see it again.</strong> We keep only a fingerprint of
            it. If you lose it, revoke the key and create a new one.
          </p>
          <TextInput
            ref={input}
            label="API key"
            name="api-key-secret"
            value={created.secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.target.select()}
            hint={
              <>
                Send it as <code>Authorization: Bearer …</code>. Keep it out of code you share.
              </>
            }
          />
          <FormStatus message={status} />
          <div className="dashboard-actions">
            <Button onClick={() => void copy(created.secret)}>Copy key</Button>
            <Button variant="secondary" onClick={close}>
              I have saved it
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
