import type { AdFilters, FilterDefinition, FilterSet } from '@adlens/shared-contracts';
import { Dropdown } from '@adlens/shared-ui';
import { filterAvailability } from '../state/filter-rules';
import {
  type FilterValue,
  filterValue,
  isEmptyValue,
  withFilterValue,
} from '../state/filter-values';
import { BoundsFilter } from './bounds-filter';
import { OptionsFilter } from './options-filter';
import { UnavailableFilter } from './unavailable-filter';

interface FilterControlProps {
  definition: FilterDefinition;
  filterSet: FilterSet;
  filters: AdFilters;
  onChange: (filters: AdFilters) => void;
}

function summary(value: FilterValue | undefined): string {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(value)) return ` (${value.length})`;
  return typeof value === 'string' ? `: ${value}` : ' (set)';
}

function isList(value: FilterValue | undefined): value is readonly string[] | string | undefined {
  return value === undefined || typeof value === 'string' || Array.isArray(value);
}

/** One filter of the bar: a dropdown with its editor, or the reason it cannot be used. */
export function FilterControl({ definition, filterSet, filters, onChange }: FilterControlProps) {
  const availability = filterAvailability(definition, filters, filterSet);
  if (availability.status !== 'available') {
    return (
      <UnavailableFilter
        label={definition.label}
        reason={availability.status}
        message={availability.message}
      />
    );
  }
  const value = filterValue(filters, definition);
  const change = (next: FilterValue | undefined) =>
    onChange(withFilterValue(filters, definition, next));
  const editor =
    definition.kind === 'multi_select' || definition.kind === 'single_select' ? (
      <OptionsFilter
        definition={definition}
        value={isList(value) ? value : undefined}
        onChange={change}
      />
    ) : (
      <BoundsFilter
        // Remount when the URL changes the value (back/forward) so the draft follows it.
        key={JSON.stringify(value ?? null)}
        definition={definition}
        value={isList(value) ? undefined : value}
        onChange={change}
      />
    );
  return (
    <Dropdown
      id={`filter-${definition.key.replace(/\W/g, '-')}`}
      toggle={`${definition.label}${summary(value)}`}
      toggleClassName="adl-button adl-button--secondary search-filter__toggle"
    >
      {editor}
    </Dropdown>
  );
}
