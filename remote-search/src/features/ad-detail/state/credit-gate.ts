export type CreditGate =
  { step: 'no-credits' } | { step: 'confirm'; cost: number; label: string } | { step: 'open' };

export interface CreditGateInput {
  remainingCredits: number;
  /** From the server's preview: this user's view of the ad was charged before (any device). */
  paid: boolean;
  /** Credits the view would spend now (0 once paid). */
  cost: number;
}

/** "Open for 1 credit", "Open for 2 credits". */
export function openLabel(cost: number): string {
  return `Open for ${cost} ${cost === 1 ? 'credit' : 'credits'}`;
}

/** "1 credit", "90 credits". */
export function creditCount(count: number): string {
  return `${count} ${count === 1 ? 'credit' : 'credits'}`;
}

/**
 * What the detail page shows before the ad: nothing without credits (spec: details only while
 * remaining credits are above zero, even for an ad paid before), the cost to confirm for a new
 * ad, or the ad itself when the server says this user already paid for it (a repeat view is free).
 */
export function creditGate({ remainingCredits, paid, cost }: CreditGateInput): CreditGate {
  if (remainingCredits <= 0) return { step: 'no-credits' };
  if (paid || cost <= 0) return { step: 'open' };
  if (remainingCredits < cost) return { step: 'no-credits' };
  return { step: 'confirm', cost, label: openLabel(cost) };
}
