import { urlChainEndpoint, useApi } from '@adlens/shared-contracts';
import { useAsync } from '../../../lib/use-async';

/** `GET /v1/platform/url-chain/{id}` */
export function useUrlChain(id: number) {
  const api = useApi();
  return useAsync(`chain:${id}`, (signal) =>
    api.call(urlChainEndpoint, { params: { id } }, { signal }),
  );
}
