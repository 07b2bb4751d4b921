export type CreditGate =
  { step: 'no-credits' } | { step: 'confirm'; cost: number; label: string } | { step: 'open' };

export interface CreditGateInput {
  remainingCredits: number;
  cost: number;
  /** Opened before in this browser session: the server charges a user once per ad. */
  openedBefore: boolean;
}

/** "Open for 1 credit", "Open for 2 credits". */
export function openLabel(cost: number): string {
  return `Open for ${cost} ${cost === 1 ? 'credit' : 'credits'}`;
}

/**
 * What the detail page shows before the ad: nothing without credits (spec: details only while
 * remaining credits are above zero), the cost to confirm for a new ad, or the ad itself when
 * this session already paid for it (a repeat view is free).
 */
export function creditGate({ remainingCredits, cost, openedBefore }: CreditGateInput): CreditGate {
  if (remainingCredits <= 0) return { step: 'no-credits' };
  if (openedBefore || cost <= 0) return { step: 'open' };
  return { step: 'confirm', cost, label: openLabel(cost) };
}
