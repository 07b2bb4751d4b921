// A page painted from HTML before its JavaScript runs (issue 27, decision 0041): a remote's
// release may carry fragments of its guest pages (`prerender/manifest.json`, rendered when the
// remote was released); the server puts the pinned release's fragment for the address at hand
// into the host's page. The host is not rebuilt when the remote changes: the pin picks the
// fragment, as it picks the code. The fragment was rendered without any visitor's data (no
// query), and nothing of the request is written into the page: the page's own code applies the
// query once it runs. A release without fragments is served as before.
//
// The fragment is the remote's page only; its frame (the auth layout's brand bar) is the host's,
// written by the host's build (host/src/prerender/). The server puts the fragment into the frame
// of its route's layout, so the painted page sits exactly where the live page will put it.
import { type RouteAccessLists, matchRoute } from '@adlens/shared-contracts';
import {
  PAINTED_FRAME_OUTLET,
  PRERENDER_CONTAINER_ID,
  type PinSet,
  pageToPreload,
  routeEntry,
} from '@adlens/shared-contracts/platform';
import { z } from 'zod';

// The host's empty root, as its minified page writes it (`<div id=root></div>`) or not.
const ROOT_ELEMENT = /<div id=(?:"root"|root)><\/div>/;

const prerenderManifestSchema = z.object({
  version: z.literal(1),
  pages: z.array(
    z.object({
      page: z.string(),
      path: z.string().regex(/^\/[\w\-/]*$/),
      // A file of the release's own prerender folder, nothing else.
      file: z.string().regex(/^prerender\/[\w-]+\.html$/),
    }),
  ),
});

export interface PrerenderRequest {
  /** Path and query of the document request. */
  path: string;
  token: string | undefined;
  pinSet: PinSet | null;
  userForToken(token: string): Promise<RouteAccessLists | null>;
  /** A file of a release by its URL path (`/remotes/...`), as text, or null when it is not there. */
  readReleaseFile(urlPath: string): Promise<string | null>;
  /** The host build's frame of a layout's painted pages, or null when it has none. */
  readPaintedFrame(layout: string): Promise<string | null>;
}

export interface PrerenderedPage {
  /** The path the fragment was rendered for (the release's, not the request's). */
  path: string;
  html: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The pinned release's fragment of the page at `path`, for this visitor; null when there is none. */
export async function prerenderedPage(request: PrerenderRequest): Promise<PrerenderedPage | null> {
  if (!request.pinSet) return null;
  const user = request.token ? await request.userForToken(request.token) : null;
  // The same rule as the preload hints: a signed-in visitor is never painted a guest page.
  const page = pageToPreload(request.path, { hasSession: user !== null, knownUser: user });
  if (!page) return null;
  const pin = request.pinSet.remotes.find((item) => item.name === page.remote);
  if (!pin?.entry.startsWith('/remotes/')) return null;
  const base = pin.entry.replace(/[^/]*$/, '');
  const manifestText = await request.readReleaseFile(`${base}prerender/manifest.json`);
  if (manifestText === null) return null;
  const manifest = prerenderManifestSchema.safeParse(parseJson(manifestText));
  if (!manifest.success) return null;
  const pathname = new URL(request.path, 'http://page.invalid').pathname;
  const entry = manifest.data.pages.find(
    (item) => item.page === page.module && item.path === pathname,
  );
  if (!entry) return null;
  const match = matchRoute(pathname);
  if (!match) return null;
  // Without its frame the painted page would move when the live page takes its place (a layout
  // shift): better not painted at all.
  const frame = await request.readPaintedFrame(routeEntry(match.id).layout);
  if (frame === null || frame.split(PAINTED_FRAME_OUTLET).length !== 2) return null;
  const fragment = await request.readReleaseFile(`${base}${entry.file}`);
  if (fragment === null) return null;
  return { path: entry.path, html: frame.replace(PAINTED_FRAME_OUTLET, () => fragment) };
}

/**
 * The host's page with the fragment painted where the app will render: `#root` is hidden until
 * the page's code takes the painted page's place (host/src/federation/prerendered-paint.ts). A
 * host page without the plain root element is served unchanged.
 */
export function withPrerenderedPage(html: string, page: PrerenderedPage | null): string {
  if (!page || !ROOT_ELEMENT.test(html)) return html;
  return html.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="${PRERENDER_CONTAINER_ID}" data-path="${page.path}">${page.html}</div>` +
      '<div id="root" hidden></div>',
  );
}
