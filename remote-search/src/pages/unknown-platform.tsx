import { EmptyState } from '@adlens/shared-ui';

/** The host validates the platform first; this covers the standalone harness and stale links. */
export function UnknownPlatform({ platform }: { platform: string | undefined }) {
  return (
    <main>
      <h1>Unknown platform</h1>
      <EmptyState title={`“${platform ?? ''}” is not a platform Adlens covers.`} />
    </main>
  );
}
