import { Button } from '../components/button/button';
import { SkeletonText } from '../components/skeleton/skeleton-shapes';
import { VisuallyHidden } from '../components/visually-hidden/visually-hidden';
import { type BacktestSummary, backtestLine, coverageLine } from './backtest-lines';
import './follow-preview.css';

export interface FollowPreviewProps {
  /** The backtest of the rule a follow starts with; undefined while it loads. */
  backtest: BacktestSummary | undefined;
  /** It could not load: a quiet note with a retry, since the follow button works without it. */
  failed: boolean;
  onRetry: () => void;
}

const LABEL = 'What following would have sent';

/**
 * What following would have sent over the last days (issue 38), shown below a follow button
 * while the user does not follow yet. Presentational: the remote that shows it calls the API.
 */
export function FollowPreview({ backtest, failed, onRetry }: FollowPreviewProps) {
  if (failed)
    return (
      <div
        className="adl-follow-preview adl-follow-preview__failed"
        role="group"
        aria-label={LABEL}
      >
        <span>Preview unavailable</span>
        <Button size="small" variant="ghost" onClick={onRetry}>
          Retry preview
        </Button>
      </div>
    );
  if (!backtest)
    return (
      <div className="adl-follow-preview" role="group" aria-label={LABEL} aria-busy="true">
        <VisuallyHidden>Counting what following would have sent…</VisuallyHidden>
        <SkeletonText lines={1} />
      </div>
    );
  const coverage = coverageLine(backtest);
  return (
    <div className="adl-follow-preview" role="group" aria-label={LABEL}>
      <p>{backtestLine(backtest, 'following')}</p>
      {coverage ? <p>{coverage}</p> : null}
    </div>
  );
}
