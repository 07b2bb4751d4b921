import { type Campaign, href } from '@adlens/shared-contracts';
import { formatDate } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { StatList } from '../../../components/stat-list';
import { TimeSeriesFigure } from '../../../components/time-series-figure';

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '–');
const listOrDash = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '–');

/** Who runs the campaign, where it lands, and its headline facts. */
export function CampaignHeader({ campaign }: { campaign: Campaign }) {
  const { platform } = campaign;
  return (
    <>
      <h1 id="campaign-title">{campaign.name}</h1>
      <p>
        By{' '}
        <Link to={href('owner', { platform, id: campaign.owner.id })}>{campaign.owner.name}</Link> ·
        landing on{' '}
        <Link to={href('domainAnalytics', { platform, domain: campaign.domain })}>
          {campaign.domain}
        </Link>
      </p>
      <p className="insights-muted">{campaign.landing_url}</p>
      <StatList
        label="Campaign facts"
        stats={[
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
            value: listOrDash(
              campaign.devices.map((device) => `${device.label} (${device.count})`),
            ),
          },
        ]}
      />
      {campaign.daily.length > 0 ? (
        <TimeSeriesFigure
          title="Ads running per day"
          series={[
            {
              name: 'Ads running',
              points: campaign.daily.map((day) => ({ date: day.date, value: day.ads })),
            },
          ]}
        />
      ) : null}
    </>
  );
}
