import type { Platform } from '@adlens/shared-contracts';
import { useNavigate } from 'react-router-dom';
import { applySuggestion } from '../state/apply-suggestion';
import type { SearchState } from '../state/search-state';
import { KeywordSearchBox } from './keyword-search-box';
import { type SortSelectProps, SortSelect } from './sort-select';

interface SearchStateControlProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
}

/** The keyword of an ad list (the live search box), kept in the URL's search state. */
export function KeywordControl({
  platform,
  state,
  onChange,
}: SearchStateControlProps & { platform: Platform }) {
  const navigate = useNavigate();
  const keyword = state.filters.keyword ?? '';
  return (
    <KeywordSearchBox
      key={keyword}
      platform={platform}
      keyword={keyword}
      onKeyword={(next) => onChange({ ...state, filters: { ...state.filters, keyword: next } })}
      onSuggestion={(suggestion, next) => {
        const outcome = applySuggestion(state, suggestion, platform, next);
        if ('to' in outcome) navigate(outcome.to);
        else onChange(outcome.state);
      }}
    />
  );
}

/**
 * The sort of an ad list, kept in the URL's search state; it sits on the results' toolbar, apart
 * from the keyword.
 */
export function SortControl({
  state,
  sorts,
  onChange,
}: SearchStateControlProps & {
  /** The filter set's sorts; without them the select offers every sort. */
  sorts: SortSelectProps['sorts'];
}) {
  return (
    <SortSelect
      value={state.sort}
      sorts={sorts}
      onChange={(sort) => onChange({ ...state, sort })}
    />
  );
}
