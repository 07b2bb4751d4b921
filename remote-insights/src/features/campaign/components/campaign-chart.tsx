import { useApi } from '@adlens/shared-contracts';
import { EmptyState, Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { TimeSeriesFigure } from '../../../components/time-series-figure';
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
    <QueryState
      query={query}
      loadingLabel={`Loading ${title}`}
      skeleton={<Skeleton height={240} />}
    >
      {(data) => {
        const series = campaignChartSeries(data);
        return isFlat(series) ? (
          <EmptyState title="Nothing to chart in this period" />
        ) : (
          <TimeSeriesFigure title={title} series={series} />
        );
      }}
    </QueryState>
  );
}
