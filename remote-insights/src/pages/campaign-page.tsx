import { isPlatform, parseId } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import {
  campaignAdsQuery,
  campaignChartQuery,
  campaignCountriesQuery,
  campaignPublishersQuery,
  campaignQuery,
} from '../features/campaign/api/campaign-queries';
import { CampaignView } from '../features/campaign/components/campaign-view';
import type { CampaignRef } from '../features/campaign/state/campaign-ref';
import {
  type CampaignView as View,
  readCampaignView,
} from '../features/campaign/state/campaign-view';
import '../styles/insights.css';

function campaignOf(params: Readonly<Record<string, string | undefined>>): CampaignRef | null {
  const id = parseId(params.id);
  return isPlatform(params.platform) && id !== null ? { platform: params.platform, id } : null;
}

/** Starts the calls of the open tab beside the header's; the tab shows its own skeleton. */
function prefetchTab(
  { api, queryClient }: Pick<RemotePageLoaderArgs, 'api' | 'queryClient'>,
  campaign: CampaignRef,
  view: View,
) {
  switch (view.tab) {
    case 'ads':
      void queryClient.prefetchQuery(campaignAdsQuery(api, campaign, view.period, view.page));
      return;
    case 'publishers':
      void queryClient.prefetchQuery(campaignPublishersQuery(api, campaign, view));
      void queryClient.prefetchQuery(campaignChartQuery(api, campaign, 'publisher', view.period));
      return;
    case 'countries':
      void queryClient.prefetchQuery(campaignCountriesQuery(api, campaign, view));
      void queryClient.prefetchQuery(campaignChartQuery(api, campaign, 'country', view.period));
      return;
  }
}

export async function loader({ request, params, api, queryClient }: RemotePageLoaderArgs) {
  const campaign = campaignOf(params);
  if (!campaign) return null;
  const view = readCampaignView(new URL(request.url).searchParams);
  prefetchTab({ api, queryClient }, campaign, view);
  await queryClient.ensureQueryData(campaignQuery(api, campaign));
  return null;
}

export function Component() {
  const params = useParams();
  const campaign = campaignOf(params);
  if (!campaign) {
    return (
      <NotFound title={isPlatform(params.platform) ? 'Unknown campaign' : 'Unknown platform'} />
    );
  }
  return <CampaignView campaign={campaign} />;
}
