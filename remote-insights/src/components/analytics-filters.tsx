import { AD_CATEGORIES, COUNTRY_CODES, COUNTRY_GROUPS } from '@adlens/shared-contracts';
import { SegmentedControl, SelectField } from '@adlens/shared-ui';
import type { AnalyticsFilter, AnalyticsPeriod } from '../lib/analytics-filter';
import { countryName } from '../lib/country-name';

const PERIOD_OPTIONS: { value: AnalyticsPeriod; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

const COUNTRY_OPTIONS = [
  { value: '', label: 'All countries' },
  ...Object.keys(COUNTRY_GROUPS).map((group) => ({ value: group, label: group })),
  ...[...COUNTRY_CODES]
    .filter((code) => code !== 'WW')
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...AD_CATEGORIES.map((category) => ({ value: category, label: category })),
];

export interface AnalyticsFiltersProps {
  filter: AnalyticsFilter;
  onChange: (filter: AnalyticsFilter) => void;
}

/** Period, country and category of an analytics page; each change is a new URL. */
export function AnalyticsFilters({ filter, onChange }: AnalyticsFiltersProps) {
  function set(key: 'country' | 'category', value: string) {
    const { [key]: _dropped, ...rest } = filter;
    onChange(value ? { ...rest, [key]: value } : rest);
  }
  return (
    <div className="insights-toolbar" role="group" aria-label="Analytics filters">
      <SegmentedControl
        label="Period"
        showLabel
        options={PERIOD_OPTIONS}
        value={filter.period}
        onChange={(value) => {
          const option = PERIOD_OPTIONS.find((candidate) => candidate.value === value);
          if (option) onChange({ ...filter, period: option.value });
        }}
      />
      <SelectField
        label="Country"
        options={COUNTRY_OPTIONS}
        value={filter.country ?? ''}
        onChange={(event) => set('country', event.target.value)}
      />
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        value={filter.category ?? ''}
        onChange={(event) => set('category', event.target.value)}
      />
    </div>
  );
}
