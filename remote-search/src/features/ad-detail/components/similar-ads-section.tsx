import type { Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { similarAdsQuery } from '../api/similar-ads-query';
import { SimilarAds } from './similar-ads';

export function SimilarAdsSection({ platform, id }: { platform: Platform; id: number }) {
  return <SimilarAds query={useQuery(similarAdsQuery(useApi(), platform, id))} adId={id} />;
}
