import type { Platform } from '@adlens/shared-contracts';
import { useNavigate } from 'react-router-dom';
import { applySuggestion } from '../state/apply-suggestion';
import type { SearchState } from '../state/search-state';
import { KeywordSearchBox } from './keyword-search-box';
import { type SortSelectProps, SortSelect } from './sort-select';

interface KeywordAndSortProps {
  platform: Platform;
  state: SearchState;
  /** The filter set's sorts; without them the select offers every sort. */
  sorts: SortSelectProps['sorts'];
  onChange: (next: SearchState) => void;
}

/** The keyword and sort controls of an ad list, both kept in the URL's search state. */
export function KeywordAndSort({ platform, state, sorts, onChange }: KeywordAndSortProps) {
  const navigate = useNavigate();
  const keyword = state.filters.keyword ?? '';
  return (
    <>
      <KeywordSearchBox
        key={keyword}
        platform={platform}
        keyword={keyword}
        onKeyword={(next) => onChange({ ...state, filters: { ...state.filters, keyword: next } })}
        onSuggestion={(suggestion) => {
          const outcome = applySuggestion(state, suggestion, platform);
          if ('to' in outcome) navigate(outcome.to);
          else onChange(outcome.state);
        }}
      />
      <SortSelect
        value={state.sort}
        sorts={sorts}
        onChange={(sort) => onChange({ ...state, sort })}
      />
    </>
  );
}
