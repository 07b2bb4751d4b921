import { type ReactNode, useId } from 'react';
import './stat-tile.css';

export interface StatChange {
  /** The change as a percentage (12.5 means +12.5 %), or an absolute number with format 'number'. */
  value: number;
  /** What the change compares with, e.g. "vs previous 30 days". */
  label?: string;
  format?: 'percent' | 'number';
  /** Whether a rise is good news (green) or bad news (red); defaults to true. */
  higherIsBetter?: boolean;
}

export interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  change?: StatChange;
  hint?: ReactNode;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function describeChange({ value, format = 'percent' }: StatChange) {
  const amount = `${NUMBER.format(Math.abs(value))}${format === 'percent' ? '%' : ''}`;
  if (value > 0) return { arrow: '▲', text: `Up ${amount}`, direction: 'up' as const };
  if (value < 0) return { arrow: '▼', text: `Down ${amount}`, direction: 'down' as const };
  return { arrow: '●', text: 'No change', direction: 'flat' as const };
}

/** One figure with its label; the change is spelled out ("Up 12%") so it reads without colour. */
export function StatTile({ label, value, change, hint }: StatTileProps) {
  const labelId = useId();
  const described = change ? describeChange(change) : null;
  const good =
    change && described && described.direction !== 'flat'
      ? (described.direction === 'up') === (change.higherIsBetter ?? true)
      : null;
  const tone = good === null ? 'neutral' : good ? 'good' : 'bad';
  return (
    <div className="adl-stat-tile" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="adl-stat-tile__label">
        {label}
      </p>
      <p className="adl-stat-tile__value">{value}</p>
      {change && described ? (
        <p className={`adl-stat-tile__change adl-stat-tile__change--${tone}`}>
          <span aria-hidden="true">{described.arrow} </span>
          {described.text}
          {change.label ? (
            <span className="adl-stat-tile__change-label"> {change.label}</span>
          ) : null}
        </p>
      ) : null}
      {hint ? <p className="adl-stat-tile__hint">{hint}</p> : null}
    </div>
  );
}
