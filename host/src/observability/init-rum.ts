import type { AppConfig } from '../config/app-config';
import {
  type RemoteRegistry,
  loadedRemoteVersions,
  remoteOverrides,
} from '../federation/remote-registry';
import { afterFirstPaint } from './after-first-paint';
import { type AddressChanges, startReplayOnCleanAddress } from './replay-start';
import { rumClient } from './rum-client';
import { rumSettings } from './rum-settings';

declare global {
  interface Window {
    /** Copies of the RUM events of this page, when the deployment turns `exposeRumEvents` on. */
    __adlensRumEvents?: unknown[];
  }
}

/**
 * Starts real-user monitoring and session replay right after the first paint, with the spec's
 * settings: the SDK is a separate chunk, off the critical path (decision 0018). The SDK reads the
 * page's earlier timings (paints, LCP, resources) from the browser's buffers, so the first view is
 * still measured. A failure to start never stops the app.
 */
export function initRum(
  config: AppConfig,
  mode: string | undefined,
  version: string,
  registry: RemoteRegistry,
  addressChanges: AddressChanges,
): Promise<void> {
  return afterFirstPaint().then(() =>
    rumClient.start(
      () => import('@datadog/browser-rum').then((module) => module.datadogRum),
      (rum) => {
        rum.init(
          rumSettings(config.rum, mode, version, {
            remoteVersions: () => loadedRemoteVersions(registry),
            remoteOverrides: () => remoteOverrides(registry),
            mirror: config.exposeRumEvents
              ? (event) => (window.__adlensRumEvents ??= []).push(structuredClone(event))
              : undefined,
          }),
        );
        startReplayOnCleanAddress(
          () => rum.startSessionReplayRecording(),
          window.location.href,
          addressChanges,
        );
      },
    ),
  );
}
