import type { Platform } from '@adlens/shared-contracts';

/** Which campaign a piece of the page shows. */
export interface CampaignRef {
  platform: Platform;
  id: number;
}
