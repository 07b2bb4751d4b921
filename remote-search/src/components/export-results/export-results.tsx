import {
  type AD_SORTS,
  type AdFilters,
  EXPORT_FORMATS,
  EXPORT_ROW_LIMIT,
  type ExportFormat,
  type ExportRequest,
  PLAN_FEATURE_LOCKED_MESSAGES,
  createExportEndpoint,
  errorMessage,
  hasPlanFeature,
  href,
  planUpgradePath,
} from '@adlens/shared-contracts';
import { useApi, useNotify, useSession } from '@adlens/shared-contracts/react';
import { Button, Dropdown, SegmentedControl } from '@adlens/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LockedAction } from '../locked-action/locked-action';
import './export-results.css';

type AdSort = (typeof AD_SORTS)[number];

const LOCKED_MESSAGE = PLAN_FEATURE_LOCKED_MESSAGES.downloads;

const FORMAT_OPTIONS = EXPORT_FORMATS.map((format) => ({
  value: format,
  label: format.toUpperCase(),
}));

/** What a page exports: its query as the page runs it, without the format. */
export type ExportQuery = DistributiveOmit<ExportRequest, 'format' | 'max_rows'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The search or owner page's query as an export's filters (the sort goes with them). */
export function exportFilters(filters: AdFilters, sort: AdSort) {
  return { ...filters, sort };
}

function LockedExport({ upgradePath }: { upgradePath: string | null }) {
  return (
    <LockedAction
      label="Start export"
      message={LOCKED_MESSAGE}
      upgradePath={upgradePath}
      classNames={{ button: 'export-results__locked', message: 'export-results__note' }}
    />
  );
}

/**
 * "Export results": queues an export of the page's query into Downloads (decision 0033), where its
 * progress shows and its file waits. The page stays where it is; a link leads to the download.
 */
export function ExportResults({ query }: { query: ExportQuery }) {
  const api = useApi();
  const notify = useNotify();
  const { user } = useSession();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const started = useMutation({
    mutationFn: () => api.call(createExportEndpoint, { body: { ...query, format } }),
    onSuccess: (item) => {
      notify.show({
        type: 'success',
        message: `Export started: “${item.title}”. It will be in Downloads when it is ready.`,
      });
    },
  });
  return (
    <Dropdown id="export-results" toggle="Export results" align="end">
      <div className="export-results">
        <SegmentedControl
          label="File format"
          showLabel
          options={FORMAT_OPTIONS}
          value={format}
          onChange={(value) => setFormat(value === 'json' ? 'json' : 'csv')}
        />
        <p className="export-results__note">
          The file holds the first {EXPORT_ROW_LIMIT.toLocaleString('en-US')} results, in the order
          shown here, every variant on its own row.
        </p>
        {hasPlanFeature(user, 'downloads') ? (
          <Button
            size="small"
            loading={started.isPending}
            onClick={() => {
              if (!started.isPending) started.mutate();
            }}
          >
            Start export
          </Button>
        ) : (
          <LockedExport upgradePath={planUpgradePath(user)} />
        )}
        {started.isSuccess ? (
          <p role="status" className="export-results__status">
            Export of “{started.data.title}” started.{' '}
            <Link to={href('downloads', undefined, { kind: 'export' })}>Open Downloads</Link>
          </p>
        ) : null}
        {started.isError ? (
          <p role="alert" className="export-results__error">
            {errorMessage(started.error)}
          </p>
        ) : null}
      </div>
    </Dropdown>
  );
}
