import { type DOWNLOAD_KINDS, downloadKindSchema, pageSchema } from '@adlens/shared-contracts';

export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** What the URL says to show: `?page=2&kind=report`. */
export interface DownloadsView {
  page: number;
  kind: DownloadKind | null;
}

export function viewFromSearch(search: URLSearchParams): DownloadsView {
  const page = pageSchema.safeParse(search.get('page') ?? undefined);
  const kind = downloadKindSchema.safeParse(search.get('kind'));
  return { page: page.success ? page.data : 1, kind: kind.success ? kind.data : null };
}

/** The defaults (page 1, every kind) stay out of the URL. */
export function searchFromView(view: DownloadsView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.kind) search.set('kind', view.kind);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}
