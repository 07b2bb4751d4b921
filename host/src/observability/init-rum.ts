import { datadogRum } from '@datadog/browser-rum';
import type { AppConfig } from '../config/app-config';
import { type RemoteRegistry, loadedRemoteVersions } from '../federation/remote-registry';
import { rumSettings } from './rum-settings';

/** Starts real-user monitoring; a failure to start never stops the app. */
export function initRum(
  config: AppConfig['rum'],
  mode: string | undefined,
  version: string,
  registry: RemoteRegistry,
) {
  try {
    datadogRum.init(rumSettings(config, mode, version, () => loadedRemoteVersions(registry)));
  } catch (error) {
    console.error('[adlens] RUM did not start', error);
  }
}
