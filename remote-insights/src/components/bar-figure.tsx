import { useId } from 'react';
import type { Bar } from '../lib/chart-data';

export interface BarFigureProps {
  title: string;
  bars: readonly Bar[];
}

// CHARTS: draw with `BarChart` from @adlens/shared-ui/charts once it lands on main; until then the
// figure shows its text alternative (a ranked list with the values).
export function BarFigure({ title, bars }: BarFigureProps) {
  const captionId = useId();
  return (
    <figure className="insights-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="insights-figure__title">
        {title}
      </figcaption>
      <ol className="insights-ranked">
        {bars.map((bar) => (
          <li key={bar.label} className="insights-ranked__item">
            <span>{bar.label}</span>
            <span className="insights-ranked__value">{bar.value.toLocaleString('en-US')}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
