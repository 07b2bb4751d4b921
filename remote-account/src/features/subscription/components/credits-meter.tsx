import type { UserDashboard } from '@adlens/shared-contracts';

const count = new Intl.NumberFormat('en-US');

/** Credits used out of the period's total, as a meter; the numbers are also written out. */
export function CreditsMeter({ credits }: { credits: UserDashboard['credits'] }) {
  const { total, used, remaining } = credits;
  const shown = Math.min(used, total);
  const percent = total > 0 ? Math.round((shown / total) * 100) : 0;
  return (
    <section className="dashboard-card" aria-labelledby="credits-title">
      <h2 id="credits-title" className="dashboard-card__title">
        Credits
      </h2>
      <div
        role="meter"
        aria-label="Credits used"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={shown}
        aria-valuetext={`${count.format(used)} of ${count.format(total)} credits used`}
        className={remaining === 0 ? 'credits-meter credits-meter--empty' : 'credits-meter'}
      >
        <span className="credits-meter__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="dashboard-facts">
        <div>
          <dt>Used</dt>
          <dd>{count.format(used)}</dd>
        </div>
        <div>
          <dt>Remaining</dt>
          <dd>{count.format(remaining)}</dd>
        </div>
        <div>
          <dt>Total this period</dt>
          <dd>{count.format(total)}</dd>
        </div>
      </dl>
      {remaining === 0 ? (
        <p className="dashboard-card__note">
          No credits left: ad details open again when your plan renews or you change plan.
        </p>
      ) : null}
    </section>
  );
}
