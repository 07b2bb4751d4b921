import { datadogRum } from '@datadog/browser-rum';
import type { RemoteLoadError } from '../federation/remote-page-loader';
import type { RemoteRegistry } from '../federation/remote-registry';

/**
 * One RUM error per failed remote page load, tagged with the remote and the version this page
 * session tried, so a failure maps to a pin (or to a tester's candidate).
 */
export function reportRemoteFailure(error: RemoteLoadError, registry: RemoteRegistry): void {
  const version = registry.pins.get(error.remote)?.version ?? 'unpinned';
  console.error(`[adlens] ${error.remote}@${version} unavailable (${error.fault}):`, error.message);
  try {
    datadogRum.addError(error, {
      remote_failure: {
        remote: error.remote,
        version,
        fault: error.fault,
        candidate: registry.overridden.has(error.remote),
      },
    });
  } catch {
    // Monitoring never breaks the page.
  }
}
