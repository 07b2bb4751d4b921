import type { PaidTier, Plan } from '@adlens/shared-contracts';
import { Chip, formatCurrency } from '@adlens/shared-ui';
import { useId } from 'react';
import { isPaidTier } from '../state/plan-choice';

export interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  onSelect: (tier: PaidTier) => void;
}

const PERIOD_WORD = { month: 'month', year: 'year' } as const;

/** One plan with what it includes; paid plans carry the radio that chooses them. */
export function PlanCard({ plan, selected, onSelect }: PlanCardProps) {
  const tier = isPaidTier(plan.tier) ? plan.tier : null;
  const titleId = useId();
  const includesId = useId();
  const classes = ['plan-card'];
  if (selected) classes.push('plan-card--selected');
  if (plan.popular) classes.push('plan-card--popular');
  return (
    <li className={classes.join(' ')} aria-labelledby={titleId}>
      <div className="plan-card__head">
        <h3 id={titleId} className="plan-card__name">
          {plan.name}
        </h3>
        {plan.popular ? <Chip tone="accent">Most popular</Chip> : null}
        {plan.current ? <Chip tone="info">Current plan</Chip> : null}
      </div>
      <p className="plan-card__price">
        <strong>{formatCurrency(plan.price, { currency: plan.currency })}</strong> per{' '}
        {PERIOD_WORD[plan.interval]}
      </p>
      <ul id={includesId} className="plan-card__includes" aria-label={`${plan.name} includes`}>
        <li>
          {plan.credits.toLocaleString('en-US')} ad detail credits per {PERIOD_WORD[plan.interval]}
        </li>
        <li>{plan.team_limit === 1 ? 'Single user' : `Up to ${plan.team_limit} team members`}</li>
        <li>Platforms: {plan.platforms.join(', ')}</li>
        {plan.features
          .filter((feature) => !/credits|platforms|team of|single user/i.test(feature))
          .map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
      </ul>
      {tier ? (
        <label className="plan-card__choose">
          <input
            type="radio"
            name="plan"
            value={tier}
            checked={selected}
            onChange={() => onSelect(tier)}
            aria-describedby={includesId}
          />
          Choose {plan.name}
        </label>
      ) : (
        <p className="plan-card__note">Free, no payment needed</p>
      )}
    </li>
  );
}
