import type { ApiKey } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, EmptyState, FormStatus, Section, SkeletonBlock } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
  const panel = useRef<HTMLDivElement>(null);
  const [secretClosed, setSecretClosed] = useState(0);

  // The button that opened the secret dialog was busy (disabled) while the key was made, so the
  // dialog may have nowhere to give focus back: the list that now holds the new key takes it. The
  // dialog gives focus back in a microtask as it closes; a task runs after it.
  useEffect(() => {
    if (secretClosed === 0) return;
    const timer = setTimeout(() =>
      panel.current?.querySelector<HTMLElement>('[role="region"]')?.focus(),
    );
    return () => clearTimeout(timer);
  }, [secretClosed]);

  return (
    <div className="api-keys" ref={panel}>
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
      <ApiKeySecretDialog
        created={created}
        onClose={() => {
          setCreated(null);
          setSecretClosed((count) => count + 1);
        }}
      />
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
