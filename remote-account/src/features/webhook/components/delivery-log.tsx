import { type WebhookDelivery, type WebhookDeliveryStatus } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import {
  AsyncContent,
  Button,
  Chip,
  type ChipTone,
  type DataColumn,
  DataTable,
  EmptyState,
  SkeletonBlock,
  formatDate,
} from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { webhookDeliveriesQuery } from '../api/webhook-queries';

/** Attempts come minutes apart: the time matters as much as the day. */
const formatDateTime = (value: string) => formatDate(value, { pattern: 'MMM dd yyyy HH:mm:ss' });

const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: ChipTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  retrying: { label: 'Retrying', tone: 'warning' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const EVENTS = { 'notification.created': 'Notification', 'webhook.test': 'Test' } as const;

function lastAnswer(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return 'Not sent yet';
  if (last.response_code !== null && last.error === null) return `HTTP ${last.response_code}`;
  return last.error ?? `HTTP ${last.response_code}`;
}

const COLUMNS: DataColumn<WebhookDelivery>[] = [
  {
    id: 'created',
    header: 'Created',
    rowHeader: true,
    cell: (delivery) => formatDateTime(delivery.created_at),
  },
  { id: 'event', header: 'Event', cell: (delivery) => EVENTS[delivery.event] },
  {
    id: 'status',
    header: 'Status',
    cell: (delivery) => (
      <Chip tone={STATUS[delivery.status].tone}>{STATUS[delivery.status].label}</Chip>
    ),
  },
  {
    id: 'attempts',
    header: 'Attempts',
    align: 'end',
    cell: (delivery) => delivery.attempts.length,
  },
  { id: 'answer', header: 'Last answer', cell: lastAnswer },
  {
    id: 'next',
    header: 'Next attempt',
    cell: (delivery) => (delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '—'),
  },
];

/** The newest deliveries: when, what, how it went, and when the next try is due. */
export function DeliveryLog() {
  const query = useQuery(webhookDeliveriesQuery(useApi()));
  return (
    <div className="webhook-log">
      <div className="dashboard-actions">
        <Button
          variant="secondary"
          size="small"
          onClick={() => void query.refetch()}
          loading={query.isFetching && query.status === 'success'}
        >
          Refresh log
        </Button>
      </div>
      <AsyncContent
        query={query}
        loadingLabel="Loading the delivery log"
        skeleton={<SkeletonBlock height={160} />}
        errorTitle="The delivery log could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title="No deliveries yet"
            description="New notifications appear here once they are sent to your URL. Send a test delivery to try it."
          />
        }
      >
        {(data) => (
          <DataTable
            caption="Webhook deliveries"
            hideCaption
            columns={COLUMNS}
            rows={data.items}
            rowKey={(delivery) => String(delivery.id)}
          />
        )}
      </AsyncContent>
    </div>
  );
}
