import { type DomainAnalytics, type Platform, href } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';
import { SortableTable } from '../../../components/sortable-table';

type Advertiser = DomainAnalytics['advertisers'][number];

export function DomainAdvertisers({
  platform,
  data,
}: {
  platform: Platform;
  data: DomainAnalytics;
}) {
  return (
    <section className="insights-section" aria-labelledby="domain-advertisers-title">
      <h2 id="domain-advertisers-title">Advertisers</h2>
      {data.advertisers.length === 0 ? (
        <p className="insights-muted">No advertiser uses this domain on this platform.</p>
      ) : (
        <SortableTable<Advertiser>
          caption={`Advertisers landing on ${data.domain.name}, by ads`}
          rowKey={(row) => String(row.id)}
          rows={data.advertisers}
          columns={[
            {
              key: 'name',
              header: 'Advertiser',
              cell: (row) => <Link to={href('owner', { platform, id: row.id })}>{row.name}</Link>,
            },
            {
              key: 'ads',
              header: 'Ads',
              cell: (row) => row.ad_count.toLocaleString('en-US'),
              numeric: true,
            },
          ]}
        />
      )}
    </section>
  );
}
