import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** For example a button that clears the filters. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="adl-empty-state">
      <p className="adl-empty-state__title">{title}</p>
      {description ? <p className="adl-empty-state__description">{description}</p> : null}
      {action}
    </div>
  );
}
