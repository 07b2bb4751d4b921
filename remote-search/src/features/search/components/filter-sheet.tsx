import type { AdFilters, FilterSet } from '@adlens/shared-contracts';
// The main entry's Modal loads the overlays entry when first rendered: kept off the first paint.
import { Button, Modal } from '@adlens/shared-ui';
import { useState } from 'react';
import { countSetFilters } from '../state/filter-events';
import { FilterBar } from './filter-bar';

interface FilterSheetProps {
  filterSet: FilterSet;
  filters: AdFilters;
  onChange: (filters: AdFilters) => void;
}

/**
 * The filters on a phone (issue 41): one "Filters (n)" button in place of the bar, opening the
 * same bar in a sheet. The kit's modal traps focus, closes on Escape, a backdrop press or its
 * close button, and returns focus to the button. Each change goes to the URL at once, as on a
 * desktop, so the results behind the sheet follow and a shared link carries every filter.
 */
export function FilterSheet({ filterSet, filters, onChange }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const count = countSetFilters(filters);
  return (
    <>
      <Button
        variant="secondary"
        className="filter-sheet__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Filters ({count})
      </Button>
      {open ? (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={`Filters (${count})`}
          closeLabel="Close filters"
          className="filter-sheet"
          backdropClassName="filter-sheet__backdrop"
        >
          <FilterBar filterSet={filterSet} filters={filters} onChange={onChange} />
          <Button className="filter-sheet__done" onClick={() => setOpen(false)}>
            Show results
          </Button>
        </Modal>
      ) : null}
    </>
  );
}
