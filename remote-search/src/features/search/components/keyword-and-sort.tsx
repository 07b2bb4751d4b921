import type { Platform } from '@adlens/shared-contracts';
import { useNavigate } from 'react-router-dom';
import { applySuggestion } from '../state/apply-suggestion';
import type { SetSearchState } from '../hooks/use-search-state';
import type { UnreadParam } from '../state/filter-url';
import type { SearchState } from '../state/search-state';
import { KeywordSearchBox } from './keyword-search-box';
import { type SortSelectProps, SortSelect } from './sort-select';

interface SearchStateControlProps {
  state: SearchState;
  onChange: SetSearchState;
}

/**
 * The keyword of an ad list (the live search box), kept in the URL's search state. A keyword of
 * the URL that does not parse stays in the box as written, with its message (issue 41); a new
 * keyword or Clear replaces it.
 */
export function KeywordControl({
  platform,
  state,
  unread = [],
  refusal = null,
  onChange,
}: SearchStateControlProps & {
  platform: Platform;
  unread?: readonly UnreadParam[];
  /** The server's message when it refused this keyword (an unknown tag). */
  refusal?: string | null;
}) {
  const navigate = useNavigate();
  const unreadKeyword = unread.find(({ field }) => field === 'keyword')?.value;
  const keyword = state.filters.keyword ?? unreadKeyword ?? '';
  return (
    <KeywordSearchBox
      key={keyword}
      platform={platform}
      keyword={keyword}
      refusal={refusal}
      onKeyword={(next) =>
        onChange({ ...state, filters: { ...state.filters, keyword: next } }, ['keyword'])
      }
      onSuggestion={(suggestion, next) => {
        const outcome = applySuggestion(state, suggestion, platform, next);
        if ('to' in outcome) navigate(outcome.to);
        else onChange(outcome.state, ['keyword']);
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
