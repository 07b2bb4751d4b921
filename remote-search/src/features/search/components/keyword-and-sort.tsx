import type { SearchState } from '../state/search-state';
import { KeywordForm } from '../../../components/keyword-form';
import { type SortSelectProps, SortSelect } from './sort-select';

interface KeywordAndSortProps {
  state: SearchState;
  /** The filter set's sorts; without them the select offers every sort. */
  sorts: SortSelectProps['sorts'];
  onChange: (next: SearchState) => void;
}

/** The keyword and sort controls of an ad list, both kept in the URL's search state. */
export function KeywordAndSort({ state, sorts, onChange }: KeywordAndSortProps) {
  const keyword = state.filters.keyword ?? '';
  return (
    <>
      <KeywordForm
        key={keyword}
        keyword={keyword}
        onSearch={(next) =>
          onChange({ ...state, filters: { ...state.filters, keyword: next || undefined } })
        }
      />
      <SortSelect
        value={state.sort}
        sorts={sorts}
        onChange={(sort) => onChange({ ...state, sort })}
      />
    </>
  );
}
