import type { AdFilters } from '@adlens/shared-contracts';

/** How each field of `AdFilters` is written to the URL and edited in the filter bar. */
export type FieldShape = 'text' | 'list' | 'range' | 'date_range' | 'engagement';

export const FILTER_FIELDS = {
  keyword: 'text',
  status: 'text',
  countries: 'list',
  media_type: 'list',
  ctas: 'list',
  categories: 'list',
  ecommerce_platforms: 'list',
  affiliate_networks: 'list',
  trackers: 'list',
  funnels: 'list',
  devices: 'list',
  os: 'list',
  publishers: 'list',
  networks: 'list',
  first_seen: 'date_range',
  last_seen: 'date_range',
  days_running: 'range',
  engagement: 'engagement',
} as const satisfies Record<keyof AdFilters, FieldShape>;

export type FilterField = keyof typeof FILTER_FIELDS;

export function isFilterField(name: string): name is FilterField {
  return Object.hasOwn(FILTER_FIELDS, name);
}

export const FILTER_FIELD_NAMES: readonly FilterField[] =
  Object.keys(FILTER_FIELDS).filter(isFilterField);
