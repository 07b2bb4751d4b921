import type { UserDashboard } from '@adlens/shared-contracts';
import { Meter, Section, StatGrid, StatTile } from '@adlens/shared-ui';

const count = new Intl.NumberFormat('en-US');

/** Credits used out of the period's total, as a meter; the numbers are also written out. */
export function CreditsMeter({ credits }: { credits: UserDashboard['credits'] }) {
  const { total, used, remaining } = credits;
  const share = total > 0 ? used / total : 1;
  const tone = remaining === 0 ? 'danger' : share >= 0.9 ? 'warning' : 'accent';
  return (
    <Section title="Credits" className="dashboard-card dashboard-card--wide">
      <Meter
        label="Credits used"
        value={used}
        max={total}
        valueText={`${count.format(used)} of ${count.format(total)} credits used`}
        tone={tone}
      />
      <StatGrid minTileWidth="9rem">
        <StatTile label="Used" value={count.format(used)} />
        <StatTile label="Remaining" value={count.format(remaining)} />
        <StatTile label="Total this period" value={count.format(total)} />
      </StatGrid>
      {remaining === 0 ? (
        <p className="dashboard-card__note">
          No credits left: ad details open again when your plan renews or you change plan.
        </p>
      ) : null}
    </Section>
  );
}
