import { AD_SORT_LABELS, AD_SORTS } from '@adlens/shared-contracts';
import { SelectField } from '@adlens/shared-ui';
import { type AdSort, isAdSort } from '../state/search-state';

export interface SortSelectProps {
  value: AdSort;
  sorts?: readonly { value: AdSort; label: string }[];
  onChange: (sort: AdSort) => void;
}

const DEFAULT_SORTS = AD_SORTS.map((value) => ({ value, label: AD_SORT_LABELS[value] }));

export function SortSelect({ value, sorts = DEFAULT_SORTS, onChange }: SortSelectProps) {
  return (
    <SelectField
      label="Sort by"
      options={sorts}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isAdSort(next)) onChange(next);
      }}
    />
  );
}
