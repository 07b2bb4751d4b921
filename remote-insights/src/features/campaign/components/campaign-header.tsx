import { type Campaign, href } from '@adlens/shared-contracts';
import { PageHeader, StatGrid, StatTile, formatDate } from '@adlens/shared-ui';
import { TimeSeriesChart } from '@adlens/shared-ui/charts';
import { Link } from 'react-router-dom';
import { CampaignFollow } from './campaign-follow';
import { CampaignFollowPreview } from './campaign-follow-preview';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '–');
const listOrDash = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '–');

function facts(campaign: Campaign) {
  return [
    { label: 'Ads', value: campaign.ads.toLocaleString('en-US') },
    { label: 'Active ads', value: campaign.active_ads.toLocaleString('en-US') },
    { label: 'Publishers', value: campaign.publishers.toLocaleString('en-US') },
    { label: 'Countries', value: campaign.countries.toLocaleString('en-US') },
    { label: 'Days running', value: campaign.days_running.toLocaleString('en-US') },
    { label: 'First seen', value: dateOrDash(campaign.first_seen) },
    { label: 'Last seen', value: dateOrDash(campaign.last_seen) },
    { label: 'Networks', value: listOrDash(campaign.networks) },
    {
      label: 'Devices',
      value: listOrDash(campaign.devices.map((device) => `${device.label} (${device.count})`)),
    },
  ];
}

/** Who runs the campaign, where it lands, and its headline facts. */
export function CampaignHeader({ campaign }: { campaign: Campaign }) {
  const { platform } = campaign;
  return (
    <>
      <PageHeader
        title={campaign.name}
        actions={
          <div>
            <CampaignFollow campaign={{ platform, id: campaign.id }} name={campaign.name} />
            <CampaignFollowPreview campaign={{ platform, id: campaign.id }} />
          </div>
        }
        subtitle={
          <>
            By{' '}
            <Link to={href('owner', { platform, id: campaign.owner.id })}>
              {campaign.owner.name}
            </Link>{' '}
            · landing on{' '}
            <Link to={href('domainAnalytics', { platform, domain: campaign.domain })}>
              {campaign.domain}
            </Link>{' '}
            · <span className="insights-muted">{campaign.landing_url}</span>
          </>
        }
      />
      <StatGrid>
        {facts(campaign).map((fact) => (
          <StatTile key={fact.label} label={fact.label} value={fact.value} />
        ))}
      </StatGrid>
      <TimeSeriesChart
        title="Ads running per day"
        variant="area"
        series={[
          {
            name: 'Ads running',
            points: campaign.daily.map((day) => ({ date: day.date, value: day.ads })),
          },
        ]}
        emptyMessage="The campaign has no ads yet."
      />
    </>
  );
}
