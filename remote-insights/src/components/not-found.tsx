import { href } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

/** A path the page cannot serve: an unknown platform, a malformed domain or campaign id. */
export function NotFound({ title }: { title: string }) {
  return (
    <main className="insights-page">
      <h1>{title}</h1>
      <EmptyState
        title="Check the address, or start from the analytics of a platform."
        action={<Link to={href('analytics', { platform: 'meta' })}>Open Meta analytics</Link>}
      />
    </main>
  );
}
