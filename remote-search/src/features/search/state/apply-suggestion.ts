import { type AdSuggestion, type Platform, href, keywordTermText } from '@adlens/shared-contracts';
import type { SearchState } from './search-state';

export type SuggestionOutcome = { to: string } | { state: SearchState };

/**
 * What choosing a suggestion does: an advertiser opens their owner page; a domain or a keyword
 * becomes the keyword (the filter sets have no domain filter, and the keyword matches domains),
 * the other filters and the sort kept. `keyword`: the typed query with the suggestion in place of
 * its last term; by default the suggestion alone, quoted as a phrase when it has to be.
 */
export function applySuggestion(
  state: SearchState,
  suggestion: AdSuggestion,
  platform: Platform,
  keyword: string = keywordTermText(suggestion.label),
): SuggestionOutcome {
  if (suggestion.kind === 'advertiser' && suggestion.id !== null) {
    return { to: href('owner', { platform, id: suggestion.id }) };
  }
  return { state: { ...state, filters: { ...state.filters, keyword } } };
}
