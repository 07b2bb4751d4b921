import type { ReferralOverview } from '@adlens/shared-contracts';
import { formatCurrency } from '@adlens/shared-ui';

// TODO(design): StatGrid/StatTile from shared-ui once they land.
/** The programme's figures since the start: balance, earnings, payouts and the funnel. */
export function ReferralFigures({ overview }: { overview: ReferralOverview }) {
  const money = (amount: number) => formatCurrency(amount, { currency: overview.currency });
  const figures = [
    { label: 'Balance', value: money(overview.balance) },
    { label: 'Total earnings', value: money(overview.totals.earnings) },
    { label: 'Paid out', value: money(overview.total_paid_out) },
    { label: 'Clicks', value: overview.totals.clicks.toLocaleString('en-US') },
    { label: 'Sign-ups', value: overview.totals.signups.toLocaleString('en-US') },
    { label: 'Paid conversions', value: overview.totals.paid_conversions.toLocaleString('en-US') },
  ];
  return (
    <section className="referral-figures" aria-labelledby="referral-figures-title">
      <h2 id="referral-figures-title">Overview</h2>
      <p className="referral-figures__terms">
        You earn {overview.commission_percent}% of every payment of the customers you refer; they
        get {overview.discount_percent}% off their first payment.
      </p>
      <dl className="referral-figures__grid">
        {figures.map((figure) => (
          <div key={figure.label} className="referral-figures__tile">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
