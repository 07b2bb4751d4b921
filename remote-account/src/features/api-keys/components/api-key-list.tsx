import type { ApiKey } from '@adlens/shared-contracts';
import { Button, Chip, type DataColumn, DataTable, formatDate } from '@adlens/shared-ui';

const WHEN = { pattern: 'MMM dd yyyy HH:mm' } as const;

function expiry(key: ApiKey, now: Date) {
  if (key.expires_at === null) return 'Never';
  if (new Date(key.expires_at).getTime() <= now.getTime())
    return <Chip tone="warning">Expired {formatDate(key.expires_at, WHEN)}</Chip>;
  return formatDate(key.expires_at, WHEN);
}

function columns(now: Date, onRevoke: (key: ApiKey) => void): DataColumn<ApiKey>[] {
  return [
    { id: 'name', header: 'Name', rowHeader: true, cell: (key) => key.name },
    { id: 'prefix', header: 'Key', cell: (key) => <code>{key.prefix}…</code> },
    {
      id: 'scopes',
      header: 'Scopes',
      cell: (key) => (
        <ul className="api-key-list__scopes">
          {key.scopes.map((scope) => (
            <li key={scope}>
              <code>{scope}</code>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'from',
      header: 'Allowed from',
      cell: (key) =>
        key.allowed_addresses.length === 0 ? 'Any address' : key.allowed_addresses.join(', '),
    },
    { id: 'created', header: 'Created', cell: (key) => formatDate(key.created_at, WHEN) },
    {
      id: 'used',
      header: 'Last used',
      cell: (key) => (key.last_used_at ? formatDate(key.last_used_at, WHEN) : 'Never'),
    },
    { id: 'expires', header: 'Expires', cell: (key) => expiry(key, now) },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (key) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Revoke ${key.name} (${key.prefix})`}
          onClick={() => onRevoke(key)}
        >
          Revoke
        </Button>
      ),
    },
  ];
}

/** The keys by name, prefix, scopes, where they may be used from and their dates. */
export function ApiKeyList({
  keys,
  now,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  now: Date;
  onRevoke: (key: ApiKey) => void;
}) {
  return (
    <DataTable
      caption="Your API keys"
      hideCaption
      columns={columns(now, onRevoke)}
      rows={keys}
      rowKey={(key) => String(key.id)}
    />
  );
}
