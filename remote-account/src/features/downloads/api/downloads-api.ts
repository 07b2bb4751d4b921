import { type ApiClient, downloadsEndpoint, startDownloadEndpoint } from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import type { DownloadsView } from '../state/downloads-url';

const DOWNLOADS_KEY = ['account', 'downloads'] as const;

export const DOWNLOADS_PER_PAGE = 10;

export function downloadsQuery(api: ApiClient, view: DownloadsView) {
  const query = {
    page: view.page,
    per_page: DOWNLOADS_PER_PAGE,
    ...(view.kind ? { kind: view.kind } : {}),
  };
  return queryOptions({
    queryKey: [...DOWNLOADS_KEY, query],
    queryFn: ({ signal }) => api.call(downloadsEndpoint, { query }, { signal }),
  });
}

export function downloadsKey() {
  return DOWNLOADS_KEY;
}

/** Records the download; answers the file's URL. */
export function startDownload(api: ApiClient, id: number) {
  return api.call(startDownloadEndpoint, { params: { id } });
}
