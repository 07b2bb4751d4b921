import type { RumInitConfiguration } from '@datadog/browser-rum';
import type { AppConfig } from '../config/app-config';
import { scrubRumEvent } from './scrub-credentials';

export const RUM_SERVICE = 'frontend-core';

export interface RumContextSources {
  remoteVersions: () => Record<string, string>;
  /** Remotes running a tester's candidate release instead of their pin. */
  remoteOverrides?: () => Record<string, string>;
  /** Receives each event as sent (a test hook, off in production deployments). */
  mirror?: (event: object) => void;
}

/**
 * Spec section 7: service frontend-core; environment production only in production mode;
 * clicks, resources and long tasks tracked (with clicks, the SDK also reports frustrations: rage,
 * dead and error clicks); input masked; session replay for every session, recording at once.
 */
export function rumSettings(
  config: AppConfig['rum'],
  mode: string | undefined,
  version: string,
  { remoteVersions, remoteOverrides, mirror }: RumContextSources,
): RumInitConfiguration {
  return {
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    site: config.site,
    ...(config.proxy ? { proxy: config.proxy } : {}),
    service: RUM_SERVICE,
    env: mode === 'production' ? 'production' : 'staging',
    version,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 100,
    // Started by startReplayOnCleanAddress: at once unless the address holds a credential.
    startSessionReplayRecordingManually: true,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask-user-input',
    // Every event names the remote versions of this page session, so a regression maps to a pin.
    // A candidate release in use is named too, so its events are never mistaken for the pin's.
    beforeSend(event) {
      // Links carry credentials (sign-in codes, confirm and reset tokens) and the events go to a
      // third party: none leaves the page (decision 0022).
      scrubRumEvent(event);
      const overrides = remoteOverrides?.() ?? {};
      event.context = {
        ...event.context,
        remote_versions: remoteVersions(),
        ...(Object.keys(overrides).length > 0 ? { remote_overrides: overrides } : {}),
      };
      mirror?.(event);
      return true;
    },
  };
}
