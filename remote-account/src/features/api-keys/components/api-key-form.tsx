import { type ApiKey, createApiKeyEndpoint } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { Form, MultilineInput, TextInput, useFormSubmission } from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKeys } from '../../../lib/query-keys';
import {
  API_KEY_FORM_FIELDS,
  type ApiKeyFormValues,
  EMPTY_API_KEY_FORM,
  MAX_KEY_NAME_LENGTH,
  apiKeyFormSchema,
} from '../state/api-key-form';
import { ScopeCheckboxes } from './scope-checkboxes';

/** The creation's answer: the key as listed, and its secret, this once. */
export interface CreatedApiKey {
  key: ApiKey;
  secret: string;
}

function localDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Creates a key; the server's refusals (a bad address in the allow-list, a past expiry, the
 * twentieth key) show on their field or above the button. The secret goes to `onCreated` only.
 */
export function ApiKeyForm({
  onCreated,
  now = () => new Date(),
}: {
  onCreated: (created: CreatedApiKey) => void;
  now?: () => Date;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ApiKeyFormValues>(EMPTY_API_KEY_FORM);
  const form = useFormSubmission(API_KEY_FORM_FIELDS);
  const set = <Field extends keyof ApiKeyFormValues>(
    field: Field,
    value: ApiKeyFormValues[Field],
  ) => setValues((previous) => ({ ...previous, [field]: value }));

  function onSubmit() {
    return form.submit(apiKeyFormSchema(now), values, async (body) => {
      const created = await api.call(
        createApiKeyEndpoint,
        { body },
        { handledByPage: ['INLINE', 'SNACKBAR'] },
      );
      await queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys() });
      setValues(EMPTY_API_KEY_FORM);
      onCreated(created);
    });
  }

  return (
    <Form
      label="Create an API key"
      submitLabel="Create key"
      submission={form}
      onSubmit={onSubmit}
      className="api-key-form"
    >
      <TextInput
        label="Name"
        name="name"
        hint="To tell your keys apart, for example the program that uses it."
        maxLength={MAX_KEY_NAME_LENGTH}
        autoComplete="off"
        required
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={form.errors.name}
      />
      <ScopeCheckboxes
        value={values.scopes}
        onChange={(scopes) => set('scopes', scopes)}
        error={form.errors.scopes}
      />
      <TextInput
        label="Expires on (optional)"
        name="expires_at"
        type="date"
        min={localDay(now())}
        hint="The key stops working at the end of this day, your time. Empty: it does not expire."
        value={values.expiresOn}
        onChange={(event) => set('expiresOn', event.target.value)}
        error={form.errors.expires_at}
      />
      <MultilineInput
        label="Allowed IP addresses (optional)"
        name="allowed_addresses"
        hint="Addresses or CIDR blocks, one a line, for example 203.0.113.7 or 2001:db8::/32. Empty: any address."
        spellCheck={false}
        autoComplete="off"
        value={values.allowedAddresses}
        onChange={(event) => set('allowedAddresses', event.target.value)}
        error={form.errors.allowed_addresses}
      />
    </Form>
  );
}
