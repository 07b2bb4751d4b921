import type { ApiKey } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, EmptyState, FormStatus, Section, SkeletonBlock } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiKeysQuery } from '../api/api-keys-query';
import { ApiKeyForm, type CreatedApiKey } from './api-key-form';
import { ApiKeyList } from './api-key-list';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import './api-keys.css';

function ApiKeysPanel({ keys, now }: { keys: readonly ApiKey[]; now: () => Date }) {
  // Held in memory for this visit only: the server never answers the secret again.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [status, setStatus] = useState<string>();
  return (
    <div className="api-keys">
      {keys.length === 0 ? (
        <EmptyState
          title="No API keys yet"
          description="Create one below to search ads and more from your own programs."
        />
      ) : (
        <ApiKeyList keys={keys} now={now()} onRevoke={setRevoking} />
      )}
      <FormStatus message={status} />
      <Section title="Create a key" headingLevel={3}>
        <ApiKeyForm
          now={now}
          onCreated={(next) => {
            setStatus(undefined);
            setCreated(next);
          }}
        />
      </Section>
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
      <RevokeApiKeyDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(key) => {
          setRevoking(null);
          setStatus(`The key “${key.name}” is revoked.`);
        }}
      />
    </div>
  );
}

/**
 * The profile page's API keys: a program's credential that acts as this user, limited to its
 * scopes (decision 0057). Keys are managed with the session only; a key cannot manage keys.
 */
export function ApiKeysSection({ now = () => new Date() }: { now?: () => Date }) {
  const query = useQuery(apiKeysQuery(useApi()));
  return (
    <Section
      title="API keys"
      description="Let your own programs call the Adlens API as you, with only the scopes you choose. A key cannot change your keys, password, profile or payments."
      className="dashboard-card api-keys-section"
    >
      <AsyncContent
        query={query}
        loadingLabel="Loading your API keys"
        skeleton={<SkeletonBlock height={160} />}
        errorTitle="Your API keys could not be loaded"
      >
        {(data) => <ApiKeysPanel keys={data.items} now={now} />}
      </AsyncContent>
    </Section>
  );
}
