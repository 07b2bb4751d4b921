import { DOWNLOAD_KINDS, useApi } from '@adlens/shared-contracts';
import { EmptyState, SelectField, Skeleton } from '@adlens/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useUrlSearch } from '../../../components/use-url-search';
import { AsyncContent } from '../../../components/pending-kit/async-content';
import { downloadsQuery } from '../api/downloads-api';
import { searchFromView, viewFromSearch } from '../state/downloads-url';
import { DownloadsPager } from './downloads-pager';
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
    <div className="downloads-skeleton" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={40} />
      ))}
    </div>
  );
}

/** `/downloads`: reports, guides and checklists, with paging and a kind filter in the URL. */
export function DownloadsView() {
  const api = useApi();
  const [search, setSearch] = useUrlSearch();
  const view = viewFromSearch(search);
  const query = useQuery({ ...downloadsQuery(api, view), placeholderData: keepPreviousData });

  return (
    <main
      className="downloads-page"
      aria-labelledby="downloads-title"
      aria-busy={query.isFetching || undefined}
    >
      <h1 id="downloads-title">Downloads</h1>
      <div className="downloads-page__toolbar">
        <SelectField
          label="Kind"
          value={view.kind ?? ''}
          options={KIND_OPTIONS}
          onChange={(event) => {
            const kind = DOWNLOAD_KINDS.find((option) => option === event.target.value) ?? null;
            setSearch(searchFromView({ page: 1, kind }));
          }}
        />
      </div>
      <AsyncContent
        query={query}
        label="Loading downloads"
        errorTitle="Could not load the downloads"
        skeleton={<DownloadsSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          view.page > 1 ? (
            <EmptyState
              title="This page is empty"
              action={
                <Link to={`?${searchFromView({ ...view, page: 1 }).toString()}`}>
                  Go to the first page
                </Link>
              }
            />
          ) : (
            <EmptyState
              title={view.kind ? 'No downloads of this kind yet' : 'No downloads yet'}
              description="New reports, guides and checklists show here when they are published."
            />
          )
        }
      >
        {(data) => (
          <>
            <p className="downloads-page__count">
              {data.total} {data.total === 1 ? 'download' : 'downloads'}
            </p>
            <DownloadsTable items={data.items} />
            <DownloadsPager view={view} totalPages={data.total_pages} />
          </>
        )}
      </AsyncContent>
    </main>
  );
}
