import {
  type Download,
  downloadsEndpoint,
  exportInProgress,
  startDownloadEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import type { DownloadsView } from '../state/downloads-url';
import { accountKeys } from '../../../lib/query-keys';

export const DOWNLOADS_PER_PAGE = 10;

export function downloadsQuery(api: ApiClient, view: DownloadsView) {
  const query = {
    page: view.page,
    per_page: DOWNLOADS_PER_PAGE,
    ...(view.kind ? { kind: view.kind } : {}),
  };
  return queryOptions({
    queryKey: accountKeys.downloadsPage(query),
    queryFn: ({ signal }) => api.call(downloadsEndpoint, { query }, { signal }),
  });
}

/** How often the list is asked again while an export on it is being written. */
export const EXPORT_POLL_MS = 1500;

/** Polls while a listed export is queued or running; stops once none is. */
export function downloadsRefetchInterval(
  data: { items: readonly Pick<Download, 'export'>[] } | undefined,
): number | false {
  return data?.items.some((item) => exportInProgress(item.export)) ? EXPORT_POLL_MS : false;
}

/** Records the download; answers the file's URL. */
export function startDownload(api: ApiClient, id: number) {
  return api.call(startDownloadEndpoint, { params: { id } });
}
