import { useApi } from '@adlens/shared-contracts';
import { ErrorState, Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { UrlChain } from '../../../components/ad-detail-content/url-chain';
import { errorMessage } from '../../../lib/error-message';
import { urlChainQuery } from '../api/url-chain-query';

export function UrlChainSection({ id }: { id: number }) {
  const chain = useQuery(urlChainQuery(useApi(), id));
  if (chain.isPending) return <Skeleton height={120} />;
  if (chain.isError) {
    return (
      <ErrorState
        title="URL chain unavailable"
        message={errorMessage(chain.error)}
        onRetry={() => void chain.refetch()}
      />
    );
  }
  return <UrlChain steps={chain.data.steps} />;
}
