import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, SkeletonBlock } from '@adlens/shared-ui';
import { TimeSeriesChart } from '@adlens/shared-ui/charts';
import { useQuery } from '@tanstack/react-query';
import { campaignChartSeries, isFlat } from '../../../lib/chart-data';
import { campaignChartQuery } from '../api/campaign-queries';
import type { CampaignRef } from '../state/campaign-ref';
import type { CampaignPeriod } from '../state/campaign-view';

interface CampaignChartProps {
  campaign: CampaignRef;
  chart: 'publisher' | 'country';
  period: CampaignPeriod;
  title: string;
}

/** The top five publishers or countries per day: how many of the campaign's ads ran there. */
export function CampaignChart({ campaign, chart, period, title }: CampaignChartProps) {
  const api = useApi();
  const query = useQuery(campaignChartQuery(api, campaign, chart, period));
  return (
    <AsyncContent
      query={query}
      loadingLabel={`Loading ${title}`}
      skeleton={<SkeletonBlock height={240} />}
    >
      {(data) => {
        const series = campaignChartSeries(data);
        return (
          <TimeSeriesChart
            title={title}
            description="Ads of the campaign running per day, for the top five."
            series={isFlat(series) ? [] : series}
            emptyMessage="Nothing to chart in this period."
          />
        );
      }}
    </AsyncContent>
  );
}
