import { Spinner } from '../spinner/spinner';
import './loading-overlay.css';

export interface LoadingOverlayProps {
  visible: boolean;
  label?: string;
}

/** Covers the whole screen while a page loads; the spinner announces the label. */
export function LoadingOverlay({ visible, label = 'Loading page' }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="adl-loading-overlay" data-testid="loading-overlay">
      <Spinner size={40} label={label} />
    </div>
  );
}
