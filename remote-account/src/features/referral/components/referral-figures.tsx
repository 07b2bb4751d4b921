import type { ReferralOverview } from '@adlens/shared-contracts';
import { Section, StatGrid, StatTile, formatCurrency } from '@adlens/shared-ui';

/** The programme's figures since the start: balance, earnings, payouts and the funnel. */
export function ReferralFigures({ overview }: { overview: ReferralOverview }) {
  const money = (amount: number) => formatCurrency(amount, { currency: overview.currency });
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <Section
      title="Overview"
      description={`You earn ${overview.commission_percent}% of every payment of the customers you refer; they get ${overview.discount_percent}% off their first payment.`}
    >
      <StatGrid minTileWidth="9rem">
        <StatTile
          label="Balance"
          value={money(overview.balance)}
          hint={`Payouts from ${money(overview.min_payout)}`}
        />
        <StatTile label="Total earnings" value={money(overview.totals.earnings)} />
        <StatTile label="Paid out" value={money(overview.total_paid_out)} />
        <StatTile label="Clicks" value={count(overview.totals.clicks)} />
        <StatTile label="Sign-ups" value={count(overview.totals.signups)} />
        <StatTile label="Paid conversions" value={count(overview.totals.paid_conversions)} />
      </StatGrid>
    </Section>
  );
}
