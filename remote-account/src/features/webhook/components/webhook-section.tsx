import { type WebhookState } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, Section, SkeletonBlock, formatDate } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { webhookQuery } from '../api/webhook-queries';
import { DeliveryLog } from './delivery-log';
import { SecretReveal } from './secret-reveal';
import { WebhookActions } from './webhook-actions';
import { WebhookUrlForm } from './webhook-url-form';
import './webhook.css';

function WebhookPanel({ state }: { state: WebhookState }) {
  // Held in memory only, for this visit: the server never sends it again.
  const [secret, setSecret] = useState<string | null>(null);
  const { webhook } = state;
  return (
    <div className="webhook">
      {secret ? <SecretReveal secret={secret} onDone={() => setSecret(null)} /> : null}
      <WebhookUrlForm
        key={webhook ? 'set' : 'unset'}
        webhook={webhook}
        onSaved={(saved) => {
          if (saved.secret) setSecret(saved.secret);
        }}
      />
      {webhook ? (
        <>
          <p className="webhook__meta">
            Secret made {formatDate(webhook.secret_created_at, { pattern: 'MMM dd yyyy HH:mm' })}.
          </p>
          <WebhookActions onSecret={setSecret} />
          <Section title="Delivery log" headingLevel={3}>
            <DeliveryLog />
          </Section>
        </>
      ) : null}
    </div>
  );
}

/** The profile page's webhook: URL, the secret once, rotate, test, remove and the log. */
export function WebhookSection() {
  const query = useQuery(webhookQuery(useApi()));
  return (
    <Section
      title="Webhook"
      description="Get each new notification at your own URL, signed so you can tell it is from us."
      className="dashboard-card webhook-section"
    >
      <AsyncContent
        query={query}
        loadingLabel="Loading your webhook"
        skeleton={<SkeletonBlock height={120} />}
        errorTitle="Your webhook could not be loaded"
      >
        {(state) => <WebhookPanel state={state} />}
      </AsyncContent>
    </Section>
  );
}
