import type { AdFilters, FilterSet } from '@adlens/shared-contracts';
import { Button } from '@adlens/shared-ui';
import { FilterControl } from './filter-control';

interface FilterBarProps {
  filterSet: FilterSet;
  filters: AdFilters;
  onChange: (filters: AdFilters) => void;
}

/** Every filter of the platform except the keyword, which has its own search field. */
export function FilterBar({ filterSet, filters, onChange }: FilterBarProps) {
  const definitions = filterSet.filters.filter((definition) => definition.key !== 'keyword');
  const active = Object.keys(filters).some((key) => key !== 'keyword');
  return (
    <section className="search-filter-bar" aria-label="Filters">
      <ul className="search-filter-bar__list">
        {definitions.map((definition) => (
          <li key={definition.key}>
            <FilterControl
              definition={definition}
              filterSet={filterSet}
              filters={filters}
              onChange={onChange}
            />
          </li>
        ))}
      </ul>
      {active ? (
        <Button
          variant="ghost"
          size="small"
          onClick={() => onChange(filters.keyword ? { keyword: filters.keyword } : {})}
        >
          Clear filters
        </Button>
      ) : null}
    </section>
  );
}
