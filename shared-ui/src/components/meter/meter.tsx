import { type ReactNode, useId } from 'react';
import './meter.css';

export interface MeterProps {
  /** The visible label, which also names the meter. */
  label: ReactNode;
  value: number;
  max: number;
  /** How the value reads, e.g. "120 of 500 credits used"; defaults to "value of max". */
  valueText?: string;
  tone?: 'accent' | 'success' | 'warning' | 'danger';
}

/** A labelled gauge (role meter), e.g. credits used of the plan's allowance. */
export function Meter({ label, value, max, valueText, tone = 'accent' }: MeterProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const text = valueText ?? `${value} of ${max}`;
  return (
    <div className="adl-meter">
      <div className="adl-meter__header">
        <span id={labelId} className="adl-meter__label">
          {label}
        </span>
        <span className="adl-meter__value" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={`adl-meter__track adl-meter__track--${tone}`}
      >
        <div className="adl-meter__fill" style={{ width: `${(clamped / safeMax) * 100}%` }} />
      </div>
    </div>
  );
}
