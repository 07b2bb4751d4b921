import {
  DEFAULT_WEBHOOK_FORMAT,
  type SetWebhookData,
  type Webhook,
  type WebhookFormat,
  setWebhookBodySchema,
  setWebhookEndpoint,
  webhookFormatSchema,
} from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import {
  Form,
  FormStatus,
  SelectField,
  type SelectOption,
  TextInput,
  useFormSubmission,
} from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../../../lib/query-keys';

const FIELDS = ['url', 'format'] as const;

const FORMAT_OPTIONS: readonly (SelectOption & { value: WebhookFormat })[] = [
  { value: 'signed', label: 'Signed JSON (your own receiver)' },
  { value: 'slack', label: 'Slack-compatible (incoming webhook URL)' },
];

const URL_HINTS: Record<WebhookFormat, string> = {
  signed:
    'An https address on the public internet. We POST each new notification there as JSON, signed with your secret.',
  slack:
    'The incoming-webhook URL of a Slack channel (or Mattermost, Discord /slack). Each alert arrives with its evidence and a link to the ad.',
};

/**
 * Sets or changes the URL and the format of the deliveries (decision 0071); the server's refusal
 * (private address, http...) shows on the field.
 */
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
  const [format, setFormat] = useState<WebhookFormat>(webhook?.format ?? DEFAULT_WEBHOOK_FORMAT);
  const form = useFormSubmission(FIELDS);
  const [status, setStatus] = useState<string>();

  function onSubmit() {
    setStatus(undefined);
    return form.submit(setWebhookBodySchema, { url, format }, async (body) => {
      const saved = await api.call(setWebhookEndpoint, { body }, { handledByPage: ['INLINE'] });
      queryClient.setQueryData(accountKeys.webhook(), { webhook: saved.webhook });
      setUrl(saved.webhook.url);
      setFormat(saved.webhook.format ?? DEFAULT_WEBHOOK_FORMAT);
      setStatus(webhook ? 'Your webhook URL is saved.' : 'Your webhook is on.');
      onSaved(saved);
    });
  }

  return (
    <Form
      label="Webhook URL"
      submitLabel={webhook ? 'Save webhook' : 'Turn on webhook'}
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
        hint={URL_HINTS[format]}
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={form.errors.url}
      />
      <SelectField
        label="Format"
        name="format"
        options={FORMAT_OPTIONS}
        value={format}
        onChange={(event) => setFormat(webhookFormatSchema.parse(event.target.value))}
        error={form.errors.format}
      />
    </Form>
  );
}
