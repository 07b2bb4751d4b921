import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { UrlChain } from '../../../components/ad-detail-content/url-chain';
import { urlChainQuery } from '../api/url-chain-query';

export function UrlChainSection({ id }: { id: number }) {
  const chain = useQuery(urlChainQuery(useApi(), id));
  return (
    <AsyncContent
      query={chain}
      skeleton={<Skeleton height={120} />}
      loadingLabel="Loading the URL chain"
      errorTitle="URL chain unavailable"
    >
      {(data) => <UrlChain steps={data.steps} />}
    </AsyncContent>
  );
}
