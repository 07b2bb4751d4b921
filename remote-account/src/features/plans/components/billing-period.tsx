import { PLAN_PERIODS, type PlanPeriod } from '@adlens/shared-contracts';
import { SegmentedControl, formatCurrency } from '@adlens/shared-ui';

export interface BillingPeriodProps {
  value: PlanPeriod;
  /** What yearly billing saves on the chosen plan over twelve monthly payments. */
  yearlySavings: number | null;
  onChange: (period: PlanPeriod) => void;
}

/** Monthly or yearly billing: a radio group (one tab stop, arrows move and select). */
export function BillingPeriod({ value, yearlySavings, onChange }: BillingPeriodProps) {
  const yearly = yearlySavings ? `Yearly (save ${formatCurrency(yearlySavings)})` : 'Yearly';
  return (
    <SegmentedControl
      label="Billing period"
      showLabel
      value={value}
      options={[
        { value: 'month', label: 'Monthly' },
        { value: 'year', label: yearly },
      ]}
      onChange={(next) => {
        const period = PLAN_PERIODS.find((option) => option === next);
        if (period) onChange(period);
      }}
    />
  );
}
