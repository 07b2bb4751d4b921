import { type UserDashboard, href } from '@adlens/shared-contracts';
import { formatCurrency, formatDate } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

const STATUS_LABELS: Record<UserDashboard['status'], string> = {
  active: 'Active',
  canceled: 'Canceled',
  none: 'No plan',
};

/** When the plan renews or ends, in words. */
export function renewalText({ plan, status, renews_at }: UserDashboard): string {
  if (!plan || status === 'none') return 'You have no plan yet.';
  if (status === 'canceled') {
    return renews_at
      ? `Ends on ${formatDate(renews_at)}.`
      : 'Your plan is canceled and does not renew.';
  }
  if (!renews_at) return 'Free plan: nothing to renew.';
  return `Renews on ${formatDate(renews_at)}.`;
}

export function PlanSummary({ dashboard }: { dashboard: UserDashboard }) {
  const { plan, status } = dashboard;
  return (
    <section className="dashboard-card" aria-labelledby="plan-title">
      <h2 id="plan-title" className="dashboard-card__title">
        Plan
      </h2>
      <p className="plan-summary__name">
        <span>{plan?.name ?? 'No plan'}</span>{' '}
        <span className={`dashboard-chip dashboard-chip--${status}`}>{STATUS_LABELS[status]}</span>
      </p>
      {plan && plan.price > 0 ? (
        <p className="plan-summary__price">
          {formatCurrency(plan.price, { currency: plan.currency })} per{' '}
          {plan.interval === 'year' ? 'year' : 'month'}
        </p>
      ) : null}
      <p>{renewalText(dashboard)}</p>
      <Link className="adl-button adl-button--primary adl-button--medium" to={href('planSelect')}>
        {plan ? 'Change plan' : 'Choose a plan'}
      </Link>
    </section>
  );
}
