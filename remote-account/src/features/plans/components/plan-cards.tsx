import type { PaidTier, Plan } from '@adlens/shared-contracts';
import { PlanCard } from './plan-card';

export interface PlanCardsProps {
  plans: readonly Plan[];
  selected: PaidTier;
  onSelect: (tier: PaidTier) => void;
}

/** The plans of one billing period side by side; one radio group across the cards. */
export function PlanCards({ plans, selected, onSelect }: PlanCardsProps) {
  return (
    <fieldset className="plan-cards">
      <legend className="plan-cards__legend">Plan</legend>
      <ul className="plan-cards__list">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            selected={plan.tier === selected}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </fieldset>
  );
}
