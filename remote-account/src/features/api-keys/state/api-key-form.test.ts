import {
  type ApiKeyFormValues,
  EMPTY_API_KEY_FORM,
  allowListEntries,
  apiKeyFormSchema,
  endOfLocalDay,
} from './api-key-form';

const NOW = new Date(2026, 10, 27, 15, 30);
const schema = apiKeyFormSchema(() => NOW);
const valid: ApiKeyFormValues = { ...EMPTY_API_KEY_FORM, name: 'Report', scopes: ['ads:read'] };

function issuesOf(values: ApiKeyFormValues) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
}

describe('the API key form', () => {
  it('ends a chosen expiry day at its last millisecond, local time', () => {
    expect(endOfLocalDay('2026-12-31')).toEqual(new Date(2026, 11, 31, 23, 59, 59, 999));
    expect(endOfLocalDay('2026-02-30')).toBeNull();
    expect(endOfLocalDay('31/12/2026')).toBeNull();
  });

  it('splits the allow-list on lines, commas and spaces', () => {
    expect(allowListEntries(' 203.0.113.7\n2001:db8::/32, 198.51.100.0/24  \n\n')).toEqual([
      '203.0.113.7',
      '2001:db8::/32',
      '198.51.100.0/24',
    ]);
  });

  it('builds the request the server takes', () => {
    expect(
      schema.safeParse({
        ...valid,
        name: '  Report ',
        expiresOn: '2026-11-27',
        allowedAddresses: '203.0.113.7',
      }),
    ).toEqual({
      success: true,
      data: {
        name: 'Report',
        scopes: ['ads:read'],
        expires_at: new Date(2026, 10, 27, 23, 59, 59, 999).toISOString(),
        allowed_addresses: ['203.0.113.7'],
      },
    });
  });

  it('names each field that needs fixing', () => {
    expect(issuesOf({ ...EMPTY_API_KEY_FORM, name: '  ' })).toEqual([
      ['name', 'Give the key a name'],
      ['scopes', 'Choose at least one scope'],
    ]);
    expect(issuesOf({ ...valid, expiresOn: '2026-11-26' })).toEqual([
      ['expires_at', 'Choose a day from today on'],
    ]);
  });

  it('holds the contract’s own limits, such as the allow-list’s length', () => {
    const many = Array.from({ length: 21 }, (_, index) => `203.0.113.${index}`).join('\n');
    expect(issuesOf({ ...valid, allowedAddresses: many }).map(([field]) => field)).toEqual([
      'allowed_addresses',
    ]);
  });
});
