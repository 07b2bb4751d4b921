import { type UserDashboard, href } from '@adlens/shared-contracts';
import {
  Chip,
  type ChipTone,
  Section,
  buttonClassName,
  formatCurrency,
  formatDate,
} from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

const STATUS: Record<UserDashboard['status'], { label: string; tone: ChipTone }> = {
  active: { label: 'Active', tone: 'success' },
  canceled: { label: 'Canceled', tone: 'warning' },
  none: { label: 'No plan', tone: 'neutral' },
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
    <Section title="Plan" className="dashboard-card">
      <p className="plan-summary__name">
        <span>{plan?.name ?? 'No plan'}</span>{' '}
        <Chip tone={STATUS[status].tone}>{STATUS[status].label}</Chip>
      </p>
      {plan && plan.price > 0 ? (
        <p className="plan-summary__price">
          {formatCurrency(plan.price, { currency: plan.currency })} per{' '}
          {plan.interval === 'year' ? 'year' : 'month'}
        </p>
      ) : null}
      <p className="plan-summary__renewal">{renewalText(dashboard)}</p>
      <p>
        <Link className={buttonClassName('primary', 'small')} to={href('planSelect')}>
          {plan ? 'Change plan' : 'Choose a plan'}
        </Link>
      </p>
    </Section>
  );
}
