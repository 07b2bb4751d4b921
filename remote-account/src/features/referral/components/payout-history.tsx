import type { Payout, ReferralOverview } from '@adlens/shared-contracts';
import {
  Chip,
  type ChipTone,
  type DataColumn,
  DataTable,
  Section,
  formatCurrency,
  formatDate,
} from '@adlens/shared-ui';

const STATUS: Record<Payout['status'], { label: string; tone: ChipTone }> = {
  requested: { label: 'Requested', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};
const METHOD_LABELS: Record<string, string> = { paypal: 'PayPal', bank_transfer: 'Bank transfer' };

/** Past payout requests, newest first. */
export function PayoutHistory({ overview }: { overview: ReferralOverview }) {
  const columns: DataColumn<Payout>[] = [
    { id: 'date', header: 'Date', rowHeader: true, cell: (row) => formatDate(row.created_at) },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => formatCurrency(row.amount, { currency: overview.currency }),
    },
    { id: 'method', header: 'Method', cell: (row) => METHOD_LABELS[row.method] ?? row.method },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <Chip tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Chip>,
    },
  ];
  return (
    <Section title="Payouts">
      <DataTable
        caption="Payouts, newest first"
        hideCaption
        columns={columns}
        rows={overview.payouts}
        rowKey={(row) => String(row.id)}
        empty="No payouts yet. Requested payouts show here."
      />
    </Section>
  );
}
