// Preload hints in the page a document request opens (issue 13, decisions 0018, 0019 and 0040):
// the pinned remote's entry and the page's own chunks and stylesheets for the address at hand
// download beside the host's own chunks, instead of after the host has read the pin file and run
// the entry (two request waves later for the chunks, three for the stylesheets). The server reads
// the release's manifest for them; the browser never does in production. Hints of the remote's
// files (chunks and stylesheets, not its entry) carry `data-remote-chunk`: when the remote fails,
// the host consumes the ones nobody used (`remote-load-policy.ts`), so that a hint answered with an
// error is never handed to the Retry.
// The rules are the route manifest's (`pageToPreload`, as the host reads them), with the user known
// from the session token, so a visitor never gets a hint for a page it may not
// see; the guards still decide what renders.
import { type RouteAccessLists } from '@adlens/shared-contracts';
import { type PinSet, pageToPreload } from '@adlens/shared-contracts/platform';
import { z } from 'zod';
import { chunkGroupsSchema } from './budgets/critical-files';
import { manifestExposesSchema } from './pins/exposed-files';

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script' | 'style';
  crossorigin?: 'anonymous';
  integrity?: string;
  /** A chunk or stylesheet of the remote (not its entry): the host drains it when the remote fails. */
  remoteChunk?: true;
  /**
   * `high` on the page's entry and chunks (issue 27): they decide the first paint, and the browser
   * otherwise weighs them like the host's start-up preloads listed before them.
   */
  fetchpriority?: 'high';
}

/** The part of a Module Federation manifest (`mf-manifest.json`) the hints read. */
const manifestSchema = manifestExposesSchema.extend({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string().optional() }),
  }),
});

export interface HintRequest {
  /** Path and query of the document request. */
  path: string;
  /** The `auth_token` cookie, when the request has one. */
  token: string | undefined;
  /** The pin set as served, parsed once by the server; null when the file is not a valid one. */
  pinSet: PinSet | null;
  /** The user of a live session token, or null. */
  userForToken(token: string): Promise<RouteAccessLists | null>;
  /** A manifest by its URL path (`/remotes/...`), or null when it is not there. */
  readManifest(urlPath: string): Promise<unknown>;
  /** A release's `chunk-groups.json` by its URL path, or null (releases built before 0029). */
  readChunkGroups?(urlPath: string): Promise<unknown>;
  /** The shared modules the host's own build provides (its `chunk-groups.json`). */
  hostShared?: ReadonlySet<string>;
}

/**
 * The files of the shared modules the page consumes that the host does not provide (a kit entry
 * only remotes use, such as the charts): the share scope takes them from the remote itself, and
 * asks for them only once the entry has run and the page's chunk loads (one wave later).
 */
async function sharedFallbackHints(
  request: HintRequest,
  base: string,
  module: string,
): Promise<PreloadHint[]> {
  if (!request.readChunkGroups || !request.hostShared) return [];
  const parsed = chunkGroupsSchema.safeParse(
    await request.readChunkGroups(`${base}chunk-groups.json`).catch(() => null),
  );
  const group = parsed.success ? parsed.data.groups[`__federation_expose_${module}`] : undefined;
  if (!parsed.success || !group) return [];
  const files: string[] = [];
  const keys = [...group.consumes];
  const done = new Set<string>();
  for (let key = keys.shift(); key !== undefined; key = keys.shift()) {
    if (done.has(key) || request.hostShared.has(key)) continue;
    done.add(key);
    const shared = parsed.data.shared[key];
    if (!shared) continue;
    files.push(...shared.files);
    keys.push(...shared.consumes);
  }
  return files.map((file): PreloadHint =>
    file.endsWith('.css')
      ? { href: `${base}${file}`, as: 'style', remoteChunk: true, fetchpriority: 'high' }
      : { href: `${base}${file}`, as: 'script', remoteChunk: true, fetchpriority: 'high' },
  );
}

function pinOf(pinSet: PinSet, remote: string) {
  return pinSet.remotes.find((pin) => pin.name === remote);
}

/** What the page at `path` loads first, for this visitor; none when it is not theirs to see. */
export async function preloadHints(request: HintRequest): Promise<PreloadHint[]> {
  const user = request.token ? await request.userForToken(request.token) : null;
  // A token without a live session is no session: the host will send that visitor to sign in.
  const page = pageToPreload(request.path, { hasSession: user !== null, knownUser: user });
  if (!page) return [];
  if (!request.pinSet) return [];
  const pin = pinOf(request.pinSet, page.remote);
  if (!pin?.entry.startsWith('/remotes/') || !pin.entry.endsWith('/mf-manifest.json')) return [];
  const manifest = manifestSchema.safeParse(await request.readManifest(pin.entry));
  if (!manifest.success) return [];
  // A release that does not expose the page shows the fallback: nothing of it is worth loading.
  const expose = manifest.data.exposes.find((item) => item.path === `./${page.module}`);
  if (!expose) return [];
  const { publicPath, remoteEntry } = manifest.data.metaData;
  const base = publicPath && publicPath !== 'auto' ? publicPath : pin.entry.replace(/[^/]*$/, '');
  const entryPath = remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : '';
  // The host gives the entry script the pin's integrity, and with it CORS mode: the hint matches.
  const entry: PreloadHint = pin.integrity
    ? {
        href: `${base}${entryPath}${remoteEntry.name}`,
        as: 'script',
        crossorigin: 'anonymous',
        integrity: pin.integrity,
        fetchpriority: 'high',
      }
    : { href: `${base}${entryPath}${remoteEntry.name}`, as: 'script', fetchpriority: 'high' };
  // The page's own chunks (shared libraries are not among them: the host provides those).
  const chunks = expose.assets.js.sync.map((file): PreloadHint => ({
    href: `${base}${file}`,
    as: 'script',
    remoteChunk: true,
    fetchpriority: 'high',
  }));
  // The page's stylesheets too: the remote's chunk loader waits for them before the page's code
  // runs, and would ask for them only once that code's script has arrived (one wave later).
  const styles = (expose.assets.css?.sync ?? []).map((file): PreloadHint => ({
    href: `${base}${file}`,
    as: 'style',
    remoteChunk: true,
    fetchpriority: 'high',
  }));
  const shared = await sharedFallbackHints(request, base, page.module);
  // No hint for the manifest: the production host loads the entry directly and takes the page's
  // files from the pin (decision 0040), so a preloaded manifest would go unused.
  return [entry, ...chunks, ...styles, ...shared];
}

function attribute(name: string, value: string): string {
  return ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** The hints as `<link rel="preload">` tags, placed at the end of the page's `<head>`. */
export function withPreloadHints(html: string, hints: readonly PreloadHint[]): string {
  if (hints.length === 0 || !html.includes('</head>')) return html;
  const links = hints
    .map(
      (hint) =>
        `<link rel="preload"${attribute('as', hint.as)}${attribute('href', hint.href)}` +
        `${hint.crossorigin ? attribute('crossorigin', hint.crossorigin) : ''}` +
        `${hint.integrity ? attribute('integrity', hint.integrity) : ''}` +
        `${hint.fetchpriority ? attribute('fetchpriority', hint.fetchpriority) : ''}` +
        `${hint.remoteChunk ? ' data-remote-chunk' : ''}>`,
    )
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
