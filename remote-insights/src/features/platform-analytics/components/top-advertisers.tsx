import { type Platform, type TopAdvertiser, href } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, type DataColumn, DataTable, Section } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { AnalyticsFilter } from '../../../lib/analytics-filter';
import { percentOf } from '../../../lib/chart-data';
import { readPage } from '../../../lib/page-param';
import { platformAnalyticsQuery, topAdvertisersQuery } from '../api/analytics-queries';

function columns(platform: Platform, totalAds: number | undefined): DataColumn<TopAdvertiser>[] {
  return [
    { id: 'rank', header: 'Rank', cell: (row) => row.rank, align: 'end', width: '4rem' },
    {
      id: 'name',
      header: 'Advertiser',
      rowHeader: true,
      cell: (row) => (
        <Link to={href('owner', { platform, id: row.owner.id })}>{row.owner.name}</Link>
      ),
    },
    { id: 'ads', header: 'Ads', cell: (row) => row.ads.toLocaleString('en-US'), align: 'end' },
    {
      id: 'share',
      header: 'Share of ads',
      cell: (row) => (totalAds === undefined ? '–' : `${percentOf(row.ads, totalAds)} %`),
      align: 'end',
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
    <Section
      title="Top advertisers"
      description={filter.category ? 'Ranked over all categories.' : undefined}
    >
      <AsyncContent
        query={ranking}
        loadingLabel="Loading top advertisers"
        skeleton={
          <DataTable
            caption="Top advertisers"
            columns={columns(platform, undefined)}
            rows={[]}
            rowKey={(row) => String(row.owner.id)}
            loading
          />
        }
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="insights-muted">No advertiser ran ads in this period.</p>}
      >
        {(data) => (
          <DataTable
            caption={`Top advertisers by ads, page ${data.page} of ${data.total_pages}`}
            columns={columns(platform, whole.data?.totals.ads)}
            rows={data.items}
            rowKey={(row) => String(row.owner.id)}
            pagination={{
              page: data.page,
              pageCount: data.total_pages,
              onPageChange: (next) =>
                setParams((current) => {
                  const written = new URLSearchParams(current);
                  written.set('page', String(next));
                  return written;
                }),
            }}
          />
        )}
      </AsyncContent>
    </Section>
  );
}
