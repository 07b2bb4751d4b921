import type { RemoteName } from '@adlens/shared-contracts/platform';
import type { RemoteLoadError } from '../federation/remote-page-loader';
import type { RemoteRegistry } from '../federation/remote-registry';
import { rumClient } from './rum-client';

/**
 * One RUM error per failed remote page load, tagged with the remote and the version this page
 * session tried, so a failure maps to a pin (or to a tester's candidate).
 */
export function reportRemoteFailure(error: RemoteLoadError, registry: RemoteRegistry): void {
  const version = registry.pins.get(error.remote)?.version ?? 'unpinned';
  console.error(`[adlens] ${error.remote}@${version} unavailable (${error.fault}):`, error.message);
  const candidate = registry.overridden.has(error.remote);
  // Monitoring never breaks the page: the client swallows the SDK's failures.
  rumClient.call((rum) =>
    rum.addError(error, {
      remote_failure: { remote: error.remote, version, fault: error.fault, candidate },
    }),
  );
}

/**
 * One RUM error per remote page that threw at render and showed the fallback. Called before RUM
 * has loaded too: the client keeps the call until it has.
 */
export function reportRemoteRenderError(remote: RemoteName, error: Error): void {
  rumClient.call((rum) => rum.addError(error, { remote_failure: { remote, fault: 'render' } }));
}
