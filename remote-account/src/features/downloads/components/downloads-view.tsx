import { DOWNLOAD_KINDS, hasPlanFeature, planUpgradePath } from '@adlens/shared-contracts';
import { useApi, useSession } from '@adlens/shared-contracts/react';
import {
  AsyncContent,
  EmptyState,
  PageHeader,
  SelectField,
  SkeletonTableRows,
  buttonClassName,
} from '@adlens/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useUrlSearch } from '../../../components/use-url-search';
import { downloadsQuery, downloadsRefetchInterval } from '../api/downloads-api';
import { searchFromView, viewFromSearch } from '../state/downloads-url';
import { DownloadsPlanNotice } from './downloads-plan-notice';
import { DownloadsTable } from './downloads-table';
import './downloads.css';

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...DOWNLOAD_KINDS.map((kind) => ({
    value: kind,
    label: `${kind[0]?.toUpperCase()}${kind.slice(1)}s`,
  })),
];

function DownloadsSkeleton() {
  return (
    <table className="downloads-skeleton" aria-hidden="true">
      <tbody>
        <SkeletonTableRows rows={5} columns={5} />
      </tbody>
    </table>
  );
}

/** `/downloads`: reports, guides and checklists, with paging and a kind filter in the URL. */
export function DownloadsView() {
  const api = useApi();
  const [search, setSearch] = useUrlSearch();
  const view = viewFromSearch(search);
  const query = useQuery({
    ...downloadsQuery(api, view),
    placeholderData: keepPreviousData,
    // An export being written shows its progress as the server records it.
    refetchInterval: (current) => downloadsRefetchInterval(current.state.data),
  });
  const { user } = useSession();
  const noticeId = useId();
  // The list stays readable on every plan; only starting a download is paid for.
  const lockedBy = hasPlanFeature(user, 'downloads') ? null : noticeId;

  return (
    <main className="downloads-page">
      <PageHeader
        title="Downloads"
        subtitle="Reports, guides and checklists to download, and the exports of your results."
        actions={
          <SelectField
            label="Kind"
            value={view.kind ?? ''}
            options={KIND_OPTIONS}
            onChange={(event) => {
              const kind = DOWNLOAD_KINDS.find((option) => option === event.target.value) ?? null;
              setSearch(searchFromView({ page: 1, kind }));
            }}
          />
        }
      />
      {lockedBy ? <DownloadsPlanNotice id={lockedBy} upgradePath={planUpgradePath(user)} /> : null}
      <AsyncContent
        query={query}
        loadingLabel="Loading downloads"
        errorTitle="Could not load the downloads"
        skeleton={<DownloadsSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          view.page > 1 ? (
            <EmptyState
              title="This page is empty"
              action={
                <Link
                  className={buttonClassName('secondary')}
                  to={`?${searchFromView({ ...view, page: 1 }).toString()}`}
                >
                  Go to the first page
                </Link>
              }
            />
          ) : (
            <EmptyState
              title={view.kind ? 'No downloads of this kind yet' : 'No downloads yet'}
              description={
                view.kind === 'export'
                  ? 'Use “Export results” on a search, an advertiser or your bookmarks: the file shows here.'
                  : 'New reports, guides and checklists show here when they are published.'
              }
            />
          )
        }
      >
        {(data) => (
          <>
            <p className="downloads-page__count">
              {data.total} {data.total === 1 ? 'download' : 'downloads'}
            </p>
            <DownloadsTable
              items={data.items}
              loading={query.isPlaceholderData}
              lockedBy={lockedBy}
              pagination={{
                page: view.page,
                pageCount: data.total_pages,
                onPageChange: (page) => setSearch(searchFromView({ ...view, page })),
              }}
            />
          </>
        )}
      </AsyncContent>
    </main>
  );
}
