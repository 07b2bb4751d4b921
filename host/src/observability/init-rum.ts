import { datadogRum } from '@datadog/browser-rum';
import type { AppConfig } from '../config/app-config';
import {
  type RemoteRegistry,
  loadedRemoteVersions,
  remoteOverrides,
} from '../federation/remote-registry';
import { rumSettings } from './rum-settings';

declare global {
  interface Window {
    /** Copies of the RUM events of this page, when the deployment turns `exposeRumEvents` on. */
    __adlensRumEvents?: unknown[];
  }
}

/** Starts real-user monitoring; a failure to start never stops the app. */
export function initRum(
  config: AppConfig,
  mode: string | undefined,
  version: string,
  registry: RemoteRegistry,
) {
  try {
    datadogRum.init(
      rumSettings(config.rum, mode, version, {
        remoteVersions: () => loadedRemoteVersions(registry),
        remoteOverrides: () => remoteOverrides(registry),
        mirror: config.exposeRumEvents
          ? (event) => (window.__adlensRumEvents ??= []).push(structuredClone(event))
          : undefined,
      }),
    );
  } catch (error) {
    console.error('[adlens] RUM did not start', error);
  }
}
