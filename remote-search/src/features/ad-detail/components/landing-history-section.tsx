import type { Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { landingHistoryQuery } from '../api/landing-history-query';
import { LandingHistory } from './landing-history';

export function LandingHistorySection({ platform, id }: { platform: Platform; id: number }) {
  return <LandingHistory query={useQuery(landingHistoryQuery(useApi(), platform, id))} />;
}
