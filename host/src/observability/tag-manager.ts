import type { AppConfig } from '../config/app-config';
import { type DataLayerEntry, browserDataLayer } from './analytics-service';
import { loadScript } from './load-app-script';

export type TagManagerConfig = NonNullable<AppConfig['tagManager']>;

export function tagManagerScriptUrl({ containerId, scriptOrigin }: TagManagerConfig): string {
  return `${scriptOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

export interface TagManagerDeps {
  dataLayer(): DataLayerEntry[];
  load(src: string): Promise<void>;
  now(): number;
}

const browserDeps: TagManagerDeps = {
  dataLayer: browserDataLayer,
  load: (src) => loadScript(src),
  now: () => Date.now(),
};

/**
 * Loads the configured tag-manager container (spec section 7); without a configuration (development,
 * tests) nothing loads and events stay in `window.dataLayer`. The container reads its start time
 * from the `gtm.js` entry, then every entry pushed before and after it. A failure is only logged.
 */
export async function loadTagManager(
  config: AppConfig['tagManager'],
  deps: TagManagerDeps = browserDeps,
): Promise<void> {
  if (!config) return;
  deps.dataLayer().push({ 'gtm.start': deps.now(), event: 'gtm.js' });
  try {
    await deps.load(tagManagerScriptUrl(config));
  } catch (error) {
    console.warn('[adlens]', error instanceof Error ? error.message : error);
  }
}
