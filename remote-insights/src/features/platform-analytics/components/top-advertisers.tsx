import { type Platform, type TopAdvertiser, href, useApi } from '@adlens/shared-contracts';
import { Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SortableTable, type TableColumn } from '../../../components/sortable-table';
import type { AnalyticsFilter } from '../../../lib/analytics-filter';
import { percentOf } from '../../../lib/chart-data';
import { readPage } from '../../../lib/page-param';
import { platformAnalyticsQuery, topAdvertisersQuery } from '../api/analytics-queries';

function columns(platform: Platform, totalAds: number | undefined): TableColumn<TopAdvertiser>[] {
  return [
    { key: 'rank', header: 'Rank', cell: (row) => row.rank, numeric: true },
    {
      key: 'name',
      header: 'Advertiser',
      cell: (row) => (
        <Link to={href('owner', { platform, id: row.owner.id })}>{row.owner.name}</Link>
      ),
    },
    { key: 'ads', header: 'Ads', cell: (row) => row.ads.toLocaleString('en-US'), numeric: true },
    {
      key: 'share',
      header: 'Share of ads',
      cell: (row) => (totalAds === undefined ? '–' : `${percentOf(row.ads, totalAds)} %`),
      numeric: true,
    },
  ];
}

/**
 * Advertisers ranked by ads in the period and country. The ranking spans every category, so the
 * share is of all the platform's ads in the same period and country.
 */
export function TopAdvertisers({
  platform,
  filter,
}: {
  platform: Platform;
  filter: AnalyticsFilter;
}) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const ranking = useQuery(topAdvertisersQuery(api, platform, filter, page));
  const { category: _everyCategory, ...allCategories } = filter;
  const whole = useQuery(platformAnalyticsQuery(api, platform, allCategories));
  return (
    <section className="insights-section" aria-labelledby="advertisers-title">
      <h2 id="advertisers-title">Top advertisers</h2>
      {filter.category ? <p className="insights-muted">Ranked over all categories.</p> : null}
      <QueryState
        query={ranking}
        loadingLabel="Loading top advertisers"
        skeleton={<Skeleton height={240} />}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p>No advertiser ran ads in this period.</p>
          ) : (
            <>
              <SortableTable
                caption={`Top advertisers by ads, page ${data.page} of ${data.total_pages}`}
                columns={columns(platform, whole.data?.totals.ads)}
                rows={data.items}
                rowKey={(row) => String(row.owner.id)}
              />
              <Pager
                label="Top advertisers pages"
                page={data.page}
                totalPages={data.total_pages}
                onPage={(next) =>
                  setParams((current) => {
                    const written = new URLSearchParams(current);
                    written.set('page', String(next));
                    return written;
                  })
                }
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
