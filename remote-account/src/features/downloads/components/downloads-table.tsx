import type { Download } from '@adlens/shared-contracts';
import {
  Chip,
  type DataColumn,
  DataTable,
  type DataTablePagination,
  formatDate,
} from '@adlens/shared-ui';
import { useMemo } from 'react';
import { formatFileSize } from '../state/file-url';
import { DownloadButton } from './download-button';
import { ExportStatus } from './export-status';

const KIND_LABELS = {
  report: 'Report',
  guide: 'Guide',
  checklist: 'Checklist',
  export: 'Export',
} as const;

/** A catalog item, or an export whose file is written. */
function isDownloadable(item: Download): boolean {
  return !item.export || item.export.status === 'ready';
}

const COLUMNS: DataColumn<Download>[] = [
  {
    id: 'title',
    header: 'Title',
    rowHeader: true,
    cell: (item) => (
      <>
        <span className="downloads-table__title">{item.title}</span>
        <span className="downloads-table__description">{item.description}</span>
      </>
    ),
  },
  { id: 'kind', header: 'Kind', cell: (item) => <Chip>{KIND_LABELS[item.kind]}</Chip> },
  { id: 'platform', header: 'Platform', cell: (item) => item.platform ?? 'All platforms' },
  {
    id: 'size',
    header: 'Size',
    align: 'end',
    cell: (item) => (isDownloadable(item) ? formatFileSize(item.size_bytes) : '—'),
  },
  { id: 'published', header: 'Published', cell: (item) => formatDate(item.published_at) },
  {
    id: 'status',
    header: 'Status',
    cell: (item) =>
      item.export ? (
        <ExportStatus item={item} job={item.export} />
      ) : item.downloaded_at ? (
        <Chip tone="success">Downloaded {formatDate(item.downloaded_at, { today: true })}</Chip>
      ) : (
        <Chip>Not downloaded yet</Chip>
      ),
  },
];

/** The action column; `lockedBy` names the explanation when the plan lacks downloads. */
function actionColumn(lockedBy: string | null): DataColumn<Download> {
  return {
    id: 'action',
    header: <span className="adl-visually-hidden">Action</span>,
    cell: (item) =>
      isDownloadable(item) ? <DownloadButton item={item} lockedBy={lockedBy} /> : null,
  };
}

/** One page of downloads with their status and the action that starts each. */
export function DownloadsTable({
  items,
  pagination,
  loading,
  lockedBy = null,
}: {
  items: readonly Download[];
  pagination: DataTablePagination;
  loading: boolean;
  /** Id of the explanation when the plan lacks downloads. */
  lockedBy?: string | null;
}) {
  const columns = useMemo(() => [...COLUMNS, actionColumn(lockedBy)], [lockedBy]);
  return (
    <DataTable
      caption="Downloads, newest first"
      hideCaption
      columns={columns}
      rows={items}
      rowKey={(item) => String(item.id)}
      pagination={pagination}
      loading={loading}
      loadingRows={items.length || 5}
    />
  );
}
