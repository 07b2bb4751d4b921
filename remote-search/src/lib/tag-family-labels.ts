import type { AdTagFamily } from '@adlens/shared-contracts';

/** What the pages call each creative tag family (the detail's groups, the filter bar's fields). */
export const TAG_FAMILY_LABELS: Record<AdTagFamily, string> = {
  hook: 'Hook',
  angle: 'Angle',
  offer: 'Offer',
  format: 'Format',
  lang: 'Language',
};
