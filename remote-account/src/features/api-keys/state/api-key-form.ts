import { type ApiKeyScope, createApiKeyEndpoint } from '@adlens/shared-contracts';
import type { FormSchema } from '@adlens/shared-ui';

/** The form's fields, named as the server names them so its 422 lands on the right one. */
export const API_KEY_FORM_FIELDS = ['name', 'scopes', 'expires_at', 'allowed_addresses'] as const;

export const MAX_KEY_NAME_LENGTH = 80;

/** What the person typed and ticked. */
export interface ApiKeyFormValues {
  name: string;
  scopes: readonly ApiKeyScope[];
  /** `YYYY-MM-DD` from the date input, or empty: no expiry. */
  expiresOn: string;
  /** Addresses and CIDR blocks, one a line (commas and spaces also separate them). */
  allowedAddresses: string;
}

/** The creation request the form sends (`POST /v1/user/api-keys`). */
export interface ApiKeyRequest {
  name: string;
  scopes: ApiKeyScope[];
  expires_at: string | null;
  allowed_addresses: string[];
}

export const EMPTY_API_KEY_FORM: ApiKeyFormValues = {
  name: '',
  scopes: [],
  expiresOn: '',
  allowedAddresses: '',
};

/** The entries of the allow-list box; the server checks each one is an address or CIDR block. */
export function allowListEntries(text: string): string[] {
  return text.split(/[\s,]+/).filter((entry) => entry.length > 0);
}

/**
 * The end of the chosen day in the person's own time zone: a key "expiring on the 31st" works all
 * of the 31st where they are.
 */
export function endOfLocalDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  return end.getMonth() === month - 1 && end.getDate() === date ? end : null;
}

type Issue = { path: [string]; message: string };

function issuesOf(values: ApiKeyFormValues, now: Date): Issue[] {
  const issues: Issue[] = [];
  const name = values.name.trim();
  if (name.length === 0) issues.push({ path: ['name'], message: 'Give the key a name' });
  else if (name.length > MAX_KEY_NAME_LENGTH)
    issues.push({ path: ['name'], message: `Use at most ${MAX_KEY_NAME_LENGTH} characters` });
  if (values.scopes.length === 0)
    issues.push({ path: ['scopes'], message: 'Choose at least one scope' });
  if (values.expiresOn !== '') {
    const end = endOfLocalDay(values.expiresOn);
    if (end === null) issues.push({ path: ['expires_at'], message: 'Enter a date' });
    else if (end.getTime() <= now.getTime())
      issues.push({ path: ['expires_at'], message: 'Choose a day from today on' });
  }
  return issues;
}

/**
 * Checks what the browser can, in the form's words (a name, a scope, a day not past), then the
 * contract's own schema (the list's length, ...). Whether each allow-list entry is an address is
 * the server's answer, shown on the field.
 */
export function apiKeyFormSchema(now: () => Date): FormSchema<ApiKeyRequest> {
  return {
    safeParse(value: unknown) {
      const values = value as ApiKeyFormValues;
      const issues = issuesOf(values, now());
      if (issues.length > 0) return { success: false, error: { issues } };
      const request: ApiKeyRequest = {
        name: values.name.trim(),
        scopes: [...values.scopes],
        expires_at: endOfLocalDay(values.expiresOn)?.toISOString() ?? null,
        allowed_addresses: allowListEntries(values.allowedAddresses),
      };
      const checked = createApiKeyEndpoint.body.safeParse(request);
      return checked.success ? { success: true, data: request } : checked;
    },
  };
}
