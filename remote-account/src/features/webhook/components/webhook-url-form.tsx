import {
  type SetWebhookData,
  type Webhook,
  setWebhookBodySchema,
  setWebhookEndpoint,
} from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { Form, FormStatus, TextInput, useFormSubmission } from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../../../lib/query-keys';

const FIELDS = ['url'] as const;

/** Sets or changes the URL; the server's refusal (private address, http...) shows on the field. */
export function WebhookUrlForm({
  webhook,
  onSaved,
}: {
  webhook: Webhook | null;
  onSaved: (saved: SetWebhookData) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const form = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    return form.submit(setWebhookBodySchema, { url }, async (body) => {
      const saved = await api.call(setWebhookEndpoint, { body }, { handledByPage: ['INLINE'] });
      queryClient.setQueryData(accountKeys.webhook(), { webhook: saved.webhook });
      setUrl(saved.webhook.url);
      setStatus(webhook ? 'Your webhook URL is saved.' : 'Your webhook is on.');
      onSaved(saved);
    });
  }

  return (
    <Form
      label="Webhook URL"
      submitLabel={webhook ? 'Save URL' : 'Turn on webhook'}
      submission={form}
      onSubmit={onSubmit}
      status={<FormStatus message={status} />}
    >
      <TextInput
        label="Webhook URL"
        name="url"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com/hooks/adlens"
        hint="An https address on the public internet. We POST each new notification there as JSON."
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={form.errors.url}
      />
    </Form>
  );
}
