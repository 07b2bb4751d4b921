import type { datadogRum } from '@datadog/browser-rum';

export type Rum = typeof datadogRum;

/**
 * The page's handle on RUM while the SDK loads after the first paint (issue 13: it is ~75 KB of
 * the critical path otherwise). Calls made before it has loaded wait in order and run once it has;
 * a failed load drops them, since monitoring never breaks the page.
 */
export interface RumClient {
  call: (apply: (rum: Rum) => void) => void;
  start: (load: () => Promise<Rum>, init: (rum: Rum) => void) => Promise<void>;
}

export function createRumClient(): RumClient {
  let loaded: Rum | null = null;
  let failed = false;
  let waiting: ((rum: Rum) => void)[] = [];

  function run(rum: Rum, apply: (rum: Rum) => void) {
    try {
      apply(rum);
    } catch (error) {
      console.error('[adlens] RUM call failed', error);
    }
  }

  return {
    call(apply) {
      if (loaded) run(loaded, apply);
      else if (!failed) waiting.push(apply);
    },
    async start(load, init) {
      try {
        const rum = await load();
        init(rum);
        loaded = rum;
      } catch (error) {
        failed = true;
        console.error('[adlens] RUM did not start', error);
      }
      const calls = waiting;
      waiting = [];
      if (loaded) for (const apply of calls) run(loaded, apply);
    },
  };
}

/** The page session's RUM client. */
export const rumClient = createRumClient();
