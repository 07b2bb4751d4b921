import { isPlatform } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import {
  platformAnalyticsQuery,
  topAdvertisersQuery,
} from '../features/platform-analytics/api/analytics-queries';
import { AnalyticsView } from '../features/platform-analytics/components/analytics-view';
import { readAnalyticsFilter } from '../lib/analytics-filter';
import { readPage } from '../lib/page-param';
import '../styles/insights.css';

export async function loader({ request, params, api, queryClient }: RemotePageLoaderArgs) {
  const { platform } = params;
  if (!isPlatform(platform)) return null;
  const search = new URL(request.url).searchParams;
  const filter = readAnalyticsFilter(search);
  // The ranking loads beside the headline data; the page shows its own skeleton until it lands.
  void queryClient.prefetchQuery(topAdvertisersQuery(api, platform, filter, readPage(search)));
  await queryClient.ensureQueryData(platformAnalyticsQuery(api, platform, filter));
  return null;
}

export function Component() {
  const { platform } = useParams();
  if (!isPlatform(platform)) return <NotFound title="Unknown platform" />;
  return <AnalyticsView platform={platform} />;
}
