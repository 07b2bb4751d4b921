import type { CSSProperties } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  size?: number;
  /** Hidden from assistive technology when something else already announces the busy state. */
  decorative?: boolean;
}

export function Spinner({ label = 'Loading', size = 24, decorative = false }: SpinnerProps) {
  const style = { '--adl-spinner-size': `${size}px` } as CSSProperties;
  if (decorative) return <span className="adl-spinner" style={style} aria-hidden="true" />;
  return (
    <span role="status" className="adl-spinner-wrap">
      <span className="adl-spinner" style={style} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
