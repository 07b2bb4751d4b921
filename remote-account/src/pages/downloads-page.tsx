import type { RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { downloadsQuery } from '../features/downloads/api/downloads-api';
import { DownloadsView } from '../features/downloads/components/downloads-view';
import { viewFromSearch } from '../features/downloads/state/downloads-url';

/** The page of the URL loads before the page shows; a failure with a status goes to `/{status}`. */
export async function loader({ request, api, queryClient }: RemotePageLoaderArgs) {
  const view = viewFromSearch(new URL(request.url).searchParams);
  await queryClient.ensureQueryData(downloadsQuery(api, view));
  return null;
}

/** `/downloads`. */
export function Component() {
  return <DownloadsView />;
}
