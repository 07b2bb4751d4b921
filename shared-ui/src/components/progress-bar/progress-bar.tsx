import { useEffect, useState } from 'react';
import './progress-bar.css';

/** Spec section 9: about 3000 ms to reach the cap; never 100 % while still loading. */
export const PROGRESS_DEFAULT_DURATION_MS = 3000;
export const PROGRESS_LOADING_CAP = 99;
/** How long the full bar stays visible after loading ends. */
export const PROGRESS_DONE_HOLD_MS = 300;

export interface ProgressBarProps {
  loading: boolean;
  /** Time to travel from 0 to the 99 % cap. */
  duration?: number;
  label?: string;
  /**
   * The last load failed (spec section 8: "loading marked failed"). Once loading ends, the bar
   * stays full in the error colour for as long as this holds.
   */
  failed?: boolean;
}

type Phase = 'idle' | 'loading' | 'done';

/** A top-of-page bar: creeps to 99 % while loading, completes to 100 % when loading ends. */
export function ProgressBar({
  loading,
  duration = PROGRESS_DEFAULT_DURATION_MS,
  label = 'Page loading',
  failed = false,
}: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>(loading ? 'loading' : 'idle');
  const [progress, setProgress] = useState(0);

  if (loading && phase !== 'loading') {
    setPhase('loading');
    setProgress(0);
  } else if (!loading && phase === 'loading') {
    setPhase('done');
    setProgress(100);
  }

  useEffect(() => {
    if (phase === 'loading') {
      const timer = setInterval(
        () => setProgress((value) => Math.min(value + 1, PROGRESS_LOADING_CAP)),
        duration / PROGRESS_LOADING_CAP,
      );
      return () => clearInterval(timer);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('idle'), PROGRESS_DONE_HOLD_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, duration]);

  const showsFailure = failed && !loading;
  if (phase === 'idle' && !showsFailure) return null;
  const value = showsFailure ? 100 : progress;
  return (
    <div
      className={showsFailure ? 'adl-progress-bar adl-progress-bar--failed' : 'adl-progress-bar'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={showsFailure ? 'Loading failed' : undefined}
    >
      <div className="adl-progress-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
