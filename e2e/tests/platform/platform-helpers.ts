import { readFileSync } from 'node:fs';
import path from 'node:path';
import { folderOfRemote, type RemoteName, pinSetSchema } from '@adlens/shared-contracts/platform';
import { type Page, type Request, type Route, expect } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Load timeout the suites give the host (decision 0014): short, so a hang fails fast. */
export const LOAD_TIMEOUT_MS = Number(process.env.E2E_REMOTE_LOAD_TIMEOUT_MS ?? 3000);
/** The fallback must show within the load timeout plus this much rendering slack. */
export const FALLBACK_BOUND_MS = LOAD_TIMEOUT_MS + 4000;

export const FALLBACK_HEADING = 'This part of Adlens is unavailable right now';

/**
 * Deployment config for a test page: the short load timeout, and RUM events mirrored into
 * `window.__adlensRumEvents` (the host's test hook, never set by a production deployment).
 */
export async function useTestConfig(page: Page, extra: Record<string, unknown> = {}) {
  await page.addInitScript(
    ({ timeout, more }) => {
      Object.assign(window, {
        __ADLENS_CONFIG__: { remoteLoadTimeoutMs: timeout, exposeRumEvents: true, ...more },
      });
    },
    { timeout: LOAD_TIMEOUT_MS, more: extra },
  );
}

export interface RemoteRelease {
  name: RemoteName;
  folder: string;
  version: string;
  /** `/remotes/<folder>/<version>/` */
  base: string;
}

/**
 * The releases the production pin file names (the suites' server runs production by default), or
 * the pin set the run was given (`E2E_PINS`, the pin matrix).
 */
export function pinnedRelease(name: RemoteName, environment = 'production'): RemoteRelease {
  const given = environment === 'production' ? process.env.E2E_PINS : undefined;
  const file = given
    ? path.resolve(ROOT, given)
    : path.join(ROOT, 'environments', `${environment}.json`);
  const pin = pinSetSchema
    .parse(JSON.parse(readFileSync(file, 'utf8')))
    .remotes.find((candidate) => candidate.name === name);
  if (!pin) throw new Error(`${name} is not pinned in ${environment}`);
  const folder = folderOfRemote(name);
  return { name, folder, version: pin.version, base: `/remotes/${folder}/${pin.version}/` };
}

/** An exposed module's own files, as the release's `mf-manifest.json` lists them. */
function exposedAssets(release: RemoteRelease, module: string) {
  const manifestFile = path.join(
    ROOT,
    '.releases',
    release.folder,
    release.version,
    'mf-manifest.json',
  );
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
  };
  return manifest.exposes.find((candidate) => candidate.name === module)?.assets;
}

/** The chunk of an exposed module, read from the release's `mf-manifest.json`. */
export function exposedChunk(release: RemoteRelease, module: string): string {
  const chunk = exposedAssets(release, module)?.js.sync.find((file) =>
    file.startsWith('__federation_expose_'),
  );
  if (!chunk) throw new Error(`${release.name} exposes no chunk for ${module}`);
  return chunk;
}

/** The stylesheets of an exposed module (none in releases built before CSS files, decision 0029). */
export function exposedStyles(release: RemoteRelease, module: string): string[] {
  return exposedAssets(release, module)?.css?.sync ?? [];
}

export const FAULTS = ['aborted', 'http-503', 'throws', 'never-completes'] as const;
export type Fault = (typeof FAULTS)[number];

const BROKEN_SCRIPT = 'throw new Error("fault injected by the e2e suite");';

/**
 * Applies `fault` to every request of `pathname` until `lift()`; afterwards requests pass. A
 * held response stays pending past the host's load timeout and is only let through by `lift()`
 * (Chromium gives a new script element for the same URL the request already in flight, so the
 * held request is the one a retry gets).
 */
export async function injectFault(page: Page, pathname: string, fault: Fault) {
  let active = true;
  const held: Route[] = [];
  const matches = (url: URL) => url.pathname === pathname;
  await page.route(matches, async (route: Route, request: Request) => {
    if (!active) return route.fallback();
    switch (fault) {
      case 'aborted':
        return route.abort('connectionreset');
      case 'http-503':
        return route.fulfill({ status: 503, body: 'Service Unavailable' });
      case 'throws':
        return route.fulfill({
          status: 200,
          contentType: request.url().endsWith('.json') ? 'application/json' : 'text/javascript',
          body: BROKEN_SCRIPT,
        });
      case 'never-completes':
        held.push(route);
        return undefined;
    }
  });
  return {
    lift() {
      active = false;
      for (const route of held.splice(0)) void route.continue().catch(() => {});
    },
  };
}

/** Client-side navigation, as a link in the app would do, without reloading the document. */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

interface RumErrorContext {
  remote_failure?: { remote?: string; version?: string; fault?: string };
}

/** RUM error events of the page tagged with a failing remote (the host's RUM test hook). */
export async function remoteFailureEvents(page: Page, remote: RemoteName) {
  const events = await page.evaluate(
    () => (window as { __adlensRumEvents?: unknown[] }).__adlensRumEvents ?? [],
  );
  return events.filter((event): event is { context: RumErrorContext } => {
    const candidate = event as { type?: string; context?: RumErrorContext };
    return candidate.type === 'error' && candidate.context?.remote_failure?.remote === remote;
  });
}

export function remoteFallback(page: Page) {
  return page.getByRole('alert').filter({ hasText: FALLBACK_HEADING });
}

/** Marks the document; `expectSameDocument` fails if the page was reloaded since. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __adlensE2eMark: 'same-document' }));
}

export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as { __adlensE2eMark?: string }).__adlensE2eMark)).toBe(
    'same-document',
  );
}
