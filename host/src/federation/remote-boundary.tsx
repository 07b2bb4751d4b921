import type { RemoteName } from '@adlens/shared-contracts/platform';
import { Button } from '@adlens/shared-ui';
import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { RemoteHealthContext } from '../observability/remote-health';
import { reportRemoteRenderError } from '../observability/report-remote-failure';
import { ReleasePaintedPage } from './prerendered-paint';
import { isRemoteLoadError } from './remote-page-loader';

interface RemoteBoundaryProps {
  remote: RemoteName;
  /** When this changes (the user went elsewhere), a caught error is cleared. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/** Error boundary tagged with the remote that owns the page, so reports name their owner. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  static override contextType = RemoteHealthContext;
  declare context: ContextType<typeof RemoteHealthContext>;
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: RemoteBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  /** The fallback is on screen now: counted by kind (issue 37); a load failure was counted where it failed. */
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[adlens] ${this.props.remote} failed`, error, info.componentStack);
    const { remote } = this.props;
    this.context.showing(null);
    this.context.count(remote, 'boundary_reached');
    this.context.count(remote, 'fallback_shown');
    if (!isRemoteLoadError(error)) {
      this.context.count(remote, 'render_error');
      reportRemoteRenderError(remote, error);
    }
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert" className="remote-fallback" data-remote={this.props.remote}>
        <h1>This part of Adlens is unavailable right now</h1>
        <p>The rest of the app keeps working. You can try again in a moment.</p>
        {/* A refused release (another contract major) says why, naming both versions. */}
        {isRemoteLoadError(this.state.error) && this.state.error.fault === 'refused' ? (
          <p className="remote-fallback-reason">{this.state.error.message}</p>
        ) : null}
        <Button onClick={this.props.onRetry}>Retry</Button>
        {/* A page painted before the app ran gives way to the fallback. */}
        <ReleasePaintedPage />
      </section>
    );
  }
}
