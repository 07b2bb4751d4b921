import { href } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

export function UnknownPlatform() {
  return (
    <main className="insights-page">
      <h1>Unknown platform</h1>
      <EmptyState
        title="There is no such platform"
        action={<Link to={href('analytics', { platform: 'meta' })}>Open Meta analytics</Link>}
      />
    </main>
  );
}
