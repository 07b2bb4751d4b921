import type { Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { ownerLandingHistoryQuery } from '../api/owner-landing-history-query';
import { OwnerLandingPages } from './owner-landing-pages';

export function OwnerLandingPagesSection({ platform, id }: { platform: Platform; id: number }) {
  return (
    <OwnerLandingPages
      query={useQuery(ownerLandingHistoryQuery(useApi(), platform, id))}
      platform={platform}
    />
  );
}
