import { type DomainAnalytics, type Platform, href } from '@adlens/shared-contracts';
import { DataTable, Section } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

export function DomainAdvertisers({
  platform,
  data,
}: {
  platform: Platform;
  data: DomainAnalytics;
}) {
  return (
    <Section title="Advertisers">
      <DataTable
        caption={`Advertisers landing on ${data.domain.name}, by ads`}
        rowKey={(row) => String(row.id)}
        rows={data.advertisers}
        empty="No advertiser uses this domain on this platform."
        columns={[
          {
            id: 'name',
            header: 'Advertiser',
            rowHeader: true,
            cell: (row) => <Link to={href('owner', { platform, id: row.id })}>{row.name}</Link>,
          },
          {
            id: 'ads',
            header: 'Ads',
            cell: (row) => row.ad_count.toLocaleString('en-US'),
            align: 'end',
          },
        ]}
      />
    </Section>
  );
}
