import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: ReactNode;
}

// DESIGN: swap for shared-ui's StatGrid/StatTile once it lands on main.
/** Headline figures as a description list: a screen reader reads each label with its value. */
export function StatList({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <dl className="insights-stats" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="insights-stats__tile">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
