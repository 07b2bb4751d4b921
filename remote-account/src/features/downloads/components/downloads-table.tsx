import type { Download } from '@adlens/shared-contracts';
import { formatDate } from '@adlens/shared-ui';
import { formatFileSize } from '../state/file-url';
import { DownloadButton } from './download-button';

const KIND_LABELS = { report: 'Report', guide: 'Guide', checklist: 'Checklist' } as const;

// TODO(design): DataTable and Chip from shared-ui once they land.
/** One page of downloads with their status and the action that starts each. */
export function DownloadsTable({ items }: { items: readonly Download[] }) {
  return (
    <table className="downloads-table">
      <caption className="adl-visually-hidden">Downloads, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Kind</th>
          <th scope="col">Platform</th>
          <th scope="col">Size</th>
          <th scope="col">Published</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="adl-visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              <span className="downloads-table__title">{item.title}</span>
              <span className="downloads-table__description">{item.description}</span>
            </th>
            <td>{KIND_LABELS[item.kind]}</td>
            <td>{item.platform ?? 'All platforms'}</td>
            <td>{formatFileSize(item.size_bytes)}</td>
            <td>{formatDate(item.published_at)}</td>
            <td>
              {item.downloaded_at ? (
                <span className="downloads-status downloads-status--done">
                  Downloaded {formatDate(item.downloaded_at, { today: true })}
                </span>
              ) : (
                <span className="downloads-status">Not downloaded yet</span>
              )}
            </td>
            <td>
              <DownloadButton item={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
