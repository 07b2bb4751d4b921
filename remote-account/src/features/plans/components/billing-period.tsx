import type { PlanPeriod } from '@adlens/shared-contracts';
import { formatCurrency } from '@adlens/shared-ui';

export interface BillingPeriodProps {
  value: PlanPeriod;
  /** What yearly billing saves on the chosen plan over twelve monthly payments. */
  yearlySavings: number | null;
  onChange: (period: PlanPeriod) => void;
}

// TODO(design): swap the radios for shared-ui's SegmentedControl once it lands (same semantics).
/** Monthly or yearly billing, as native radios: arrow keys move, the choice is announced. */
export function BillingPeriod({ value, yearlySavings, onChange }: BillingPeriodProps) {
  const options: { period: PlanPeriod; label: string; note?: string }[] = [
    { period: 'month', label: 'Monthly' },
    {
      period: 'year',
      label: 'Yearly',
      note: yearlySavings ? `save ${formatCurrency(yearlySavings)}` : undefined,
    },
  ];
  return (
    <fieldset className="billing-period">
      <legend className="billing-period__legend">Billing period</legend>
      {options.map((option) => (
        <label
          key={option.period}
          className={
            option.period === value
              ? 'billing-period__option billing-period__option--checked'
              : 'billing-period__option'
          }
        >
          <input
            type="radio"
            name="billing-period"
            value={option.period}
            checked={option.period === value}
            onChange={() => onChange(option.period)}
          />
          {option.label}
          {option.note ? <span className="billing-period__note"> ({option.note})</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
