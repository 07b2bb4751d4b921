import type { ReferralOverview } from '@adlens/shared-contracts';
import { EmptyState, formatCurrency, formatDate } from '@adlens/shared-ui';

const STATUS_LABELS = { requested: 'Requested', paid: 'Paid', rejected: 'Rejected' } as const;
const METHOD_LABELS: Record<string, string> = { paypal: 'PayPal', bank_transfer: 'Bank transfer' };

// TODO(design): DataTable and Chip from shared-ui once they land.
/** Past payout requests, newest first. */
export function PayoutHistory({ overview }: { overview: ReferralOverview }) {
  return (
    <section className="payout-history" aria-labelledby="payout-history-title">
      <h2 id="payout-history-title">Payouts</h2>
      {overview.payouts.length === 0 ? (
        <EmptyState title="No payouts yet" description="Requested payouts show here." />
      ) : (
        <table className="referral-table">
          <caption className="adl-visually-hidden">Payouts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {overview.payouts.map((payout) => (
              <tr key={payout.id}>
                <td>{formatDate(payout.created_at)}</td>
                <td>{formatCurrency(payout.amount, { currency: overview.currency })}</td>
                <td>{METHOD_LABELS[payout.method] ?? payout.method}</td>
                <td>
                  <span className={`status-chip status-chip--${payout.status}`}>
                    {STATUS_LABELS[payout.status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
