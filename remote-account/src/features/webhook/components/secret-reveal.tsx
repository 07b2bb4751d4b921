import { Button, FormStatus, TextInput } from '@adlens/shared-ui';
import { useRef, useState } from 'react';

/**
 * The signing secret, shown once after it was made. Copy uses the clipboard where the browser
 * allows it; otherwise the text is selected for the user to copy.
 */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setStatus('The secret is copied to the clipboard.');
    } catch {
      input.current?.select();
      setStatus('Copying is not allowed here: the secret is selected, copy it with your keyboard.');
    }
  }

  return (
    <div className="webhook-secret" role="group" aria-labelledby="webhook-secret-title">
      <p id="webhook-secret-title" className="webhook-secret__title">
        <strong>Copy your signing secret now: it will not be shown again.</strong>
      </p>
      <p>
        Check the <code>X-Adlens-Signature</code> header of each delivery with it (HMAC-SHA256 of
        the timestamp, a dot and the body).
      </p>
      <TextInput
        ref={input}
        label="Signing secret"
        name="webhook-secret"
        value={secret}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.target.select()}
      />
      <div className="dashboard-actions">
        <Button onClick={() => void copy()}>Copy secret</Button>
        <Button variant="secondary" onClick={onDone}>
          I have saved it
        </Button>
      </div>
      <FormStatus message={status} />
    </div>
  );
}
