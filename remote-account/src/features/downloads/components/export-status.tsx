import { type Download, type ExportJob, exportProgress } from '@adlens/shared-contracts';
import { Chip, Meter, formatDate } from '@adlens/shared-ui';

function rowsText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
}

/** "12,000 rows matched; the file holds the first 5,000." when the limit cut the query. */
function cutNote(job: ExportJob): string | null {
  if (job.rows_matched === null || job.rows_total === null) return null;
  if (job.rows_matched <= job.rows_total) return null;
  return `${job.rows_matched.toLocaleString('en-US')} matched; the file holds the first ${job.rows_total.toLocaleString('en-US')}.`;
}

/** Where an export stands: queued, being written (with its progress), ready or failed. */
export function ExportStatus({ item, job }: { item: Download; job: ExportJob }) {
  switch (job.status) {
    case 'queued':
      return <Chip tone="info">Queued</Chip>;
    case 'running': {
      const progress = exportProgress(job);
      return (
        <Meter
          label="Writing the file"
          value={progress}
          max={100}
          valueText={
            job.rows_total === null
              ? `${progress}%`
              : `${progress}% (${job.rows_done.toLocaleString('en-US')} of ${rowsText(job.rows_total)})`
          }
        />
      );
    }
    case 'failed':
      return <Chip tone="danger">Failed: {job.error ?? 'please start it again'}</Chip>;
    default: {
      const note = cutNote(job);
      return (
        <span className="export-status">
          <Chip tone="success">
            {item.downloaded_at
              ? `Downloaded ${formatDate(item.downloaded_at, { today: true })}`
              : `Ready, ${rowsText(job.rows_total ?? job.rows_done)}`}
          </Chip>
          {note ? <span className="export-status__note">{note}</span> : null}
        </span>
      );
    }
  }
}
