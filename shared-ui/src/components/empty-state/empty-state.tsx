import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** A picture above the title (e.g. a magnifier for no results); hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** For example a button that clears the filters. */
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="adl-empty-state">
      {icon ? (
        <span className="adl-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="adl-empty-state__title">{title}</p>
      {description ? <p className="adl-empty-state__description">{description}</p> : null}
      {action}
    </div>
  );
}
