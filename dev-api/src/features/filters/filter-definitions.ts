import {
  AD_CATEGORIES,
  AD_SORTS,
  AD_SORT_LABELS,
  AFFILIATE_NETWORKS,
  COUNTRY_GROUPS,
  CTAS,
  DEVICES,
  DISPLAY_NETWORKS,
  ECOMMERCE_PLATFORMS,
  ENGAGEMENT_KEYS,
  FILTER_CONFLICT_MESSAGE,
  FREE_FILTER_LOCKED_MESSAGE,
  FUNNELS,
  MEDIA_TYPES,
  NATIVE_NETWORKS,
  OPERATING_SYSTEMS,
  TRACKERS,
  type FilterDefinition,
  type FilterSet,
  type Platform,
} from '@adlens/shared-contracts';
import { PUBLISHER_SITES } from '../../seed/words';

type Definition = Omit<FilterDefinition, 'locked'> & { premium: boolean };

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function define(
  partial: Partial<Definition> & Pick<Definition, 'key' | 'label' | 'kind' | 'group'>,
): Definition {
  return { options: [], engagement_key: null, min: null, max: null, premium: false, ...partial };
}

/** Filters a platform offers; `premium` ones are locked for free-plan users. */
function definitionsFor(platform: Platform): Definition[] {
  const countryOptions = [
    ...Object.entries(COUNTRY_GROUPS).map(([label, values]) => ({
      value: label,
      label,
      values: [...values],
    })),
  ];
  const list: Definition[] = [
    define({ key: 'keyword', label: 'Keyword', kind: 'text', group: 'general' }),
    define({
      key: 'countries',
      label: 'Countries',
      kind: 'multi_select',
      group: 'targeting',
      options: countryOptions,
    }),
    define({ key: 'first_seen', label: 'First seen', kind: 'date_range', group: 'general' }),
    define({ key: 'last_seen', label: 'Last seen', kind: 'date_range', group: 'general' }),
    define({
      key: 'days_running',
      label: 'Days running',
      kind: 'range',
      group: 'general',
      min: 1,
      max: 3200,
      premium: true,
    }),
    define({
      key: 'status',
      label: 'Status',
      kind: 'single_select',
      group: 'general',
      options: options(['active', 'inactive']),
    }),
    define({
      key: 'media_type',
      label: 'Media type',
      kind: 'multi_select',
      group: 'creative',
      options: options(MEDIA_TYPES),
    }),
    define({
      key: 'ctas',
      label: 'Call to action',
      kind: 'multi_select',
      group: 'creative',
      options: options(CTAS),
    }),
    define({
      key: 'categories',
      label: 'Category',
      kind: 'multi_select',
      group: 'general',
      options: options(AD_CATEGORIES),
    }),
    define({
      key: 'ecommerce_platforms',
      label: 'E-commerce platform',
      kind: 'multi_select',
      group: 'landing',
      options: options(ECOMMERCE_PLATFORMS),
      premium: true,
    }),
    define({
      key: 'funnels',
      label: 'Funnel',
      kind: 'multi_select',
      group: 'landing',
      options: options(FUNNELS),
      premium: true,
    }),
    define({
      key: 'affiliate_networks',
      label: 'Affiliate network',
      kind: 'multi_select',
      group: 'landing',
      options: options(AFFILIATE_NETWORKS),
      premium: true,
    }),
    define({
      key: 'trackers',
      label: 'Tracker',
      kind: 'multi_select',
      group: 'landing',
      options: options(TRACKERS),
      premium: true,
    }),
    ...ENGAGEMENT_KEYS[platform].map((key) =>
      define({
        key: `engagement.${key}`,
        label: key[0]?.toUpperCase() + key.slice(1),
        kind: 'engagement_range',
        group: 'engagement',
        engagement_key: key,
        min: 0,
        premium: true,
      }),
    ),
  ];
  if (platform === 'native' || platform === 'display' || platform === 'reddit') {
    list.push(
      define({
        key: 'devices',
        label: 'Device',
        kind: 'multi_select',
        group: 'targeting',
        options: options(DEVICES),
        premium: true,
      }),
      define({
        key: 'os',
        label: 'Operating system',
        kind: 'multi_select',
        group: 'targeting',
        options: options(OPERATING_SYSTEMS),
        premium: true,
      }),
    );
  }
  if (platform === 'native' || platform === 'display') {
    list.push(
      define({
        key: 'publishers',
        label: 'Publisher',
        kind: 'multi_select',
        group: 'placement',
        options: options(PUBLISHER_SITES),
      }),
      define({
        key: 'networks',
        label: 'Network',
        kind: 'multi_select',
        group: 'placement',
        options: options(platform === 'native' ? NATIVE_NETWORKS : DISPLAY_NETWORKS),
        premium: true,
      }),
    );
  }
  return list;
}

/** Pairs that contradict: an active ad's last-seen date is recent; days running fixes first seen. */
const CONFLICTS: [string, string][] = [
  ['status', 'last_seen'],
  ['days_running', 'first_seen'],
];

export type FilterScope = 'search' | 'owner' | 'bookmark';

export function filterSet(platform: Platform, freePlan: boolean, scope: FilterScope): FilterSet {
  const skip =
    scope === 'search' ? [] : scope === 'owner' ? ['categories'] : ['days_running', 'categories'];
  return {
    platform,
    filters: definitionsFor(platform)
      .filter((definition) => !skip.includes(definition.key))
      .map(({ premium, ...definition }) => ({ ...definition, locked: freePlan && premium })),
    conflicts: CONFLICTS,
    sorts: AD_SORTS.map((value) => ({ value, label: AD_SORT_LABELS[value] })),
    messages: { locked: FREE_FILTER_LOCKED_MESSAGE, conflict: FILTER_CONFLICT_MESSAGE },
  };
}
