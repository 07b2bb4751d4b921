/** Spec sections 5 and 9. */
export const SEARCH_MIN_LENGTH = 1;
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_LIST_HEIGHT = 180;
export const SEARCH_NO_RESULTS_TEXT = 'Result Not Found';

export interface SearchState {
  query: string;
  focused: boolean;
  /** null until a search answered; an empty list shows 'Result Not Found'. */
  resultCount: number | null;
  loading: boolean;
  /** A debounced search is still pending. */
  typing: boolean;
}

export function isListOpen(state: SearchState): boolean {
  return state.focused && state.resultCount !== null && state.query.length >= SEARCH_MIN_LENGTH;
}

/**
 * `resultsOptional`: the results only suggest a part of the text (the last term of a boolean
 * query, decision 0032), so having none does not make the text unsearchable.
 */
export function canSubmit(state: SearchState, resultsOptional = false): boolean {
  const hasResults = state.resultCount !== null && state.resultCount > 0;
  return (
    state.query.length >= SEARCH_MIN_LENGTH &&
    (hasResults || resultsOptional) &&
    !state.loading &&
    !state.typing
  );
}
