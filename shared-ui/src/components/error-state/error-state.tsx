import type { ReactNode } from 'react';
import { Button } from '../button/button';
import '../empty-state/empty-state.css';

export interface ErrorStateProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
}: ErrorStateProps) {
  return (
    <div className="adl-error-state" role="alert">
      <p className="adl-error-state__title">{title}</p>
      {message ? <p className="adl-error-state__message">{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
