import { type SearchState, canSubmit, isListOpen } from './search-rules';

const base: SearchState = {
  query: 'nike',
  focused: true,
  resultCount: 3,
  loading: false,
  typing: false,
};

describe('isListOpen', () => {
  it('opens when focused with results and at least 1 character', () => {
    expect(isListOpen(base)).toBe(true);
  });

  it.each<[string, Partial<SearchState>]>([
    ['blurred', { focused: false }],
    ['shorter than 1 character', { query: '' }],
    ['without any answer yet', { resultCount: null }],
  ])('stays closed when %s', (_case, change) => {
    expect(isListOpen({ ...base, ...change })).toBe(false);
  });
});

describe('canSubmit', () => {
  it('allows submit with text, results, nothing loading and no typing', () => {
    expect(canSubmit(base)).toBe(true);
  });

  it.each<[string, Partial<SearchState>]>([
    ['the text is empty', { query: '' }],
    ['there are no results', { resultCount: 0 }],
    ['nothing answered yet', { resultCount: null }],
    ['a search is loading', { loading: true }],
    ['the user is typing', { typing: true }],
  ])('refuses submit when %s', (_case, change) => {
    expect(canSubmit({ ...base, ...change })).toBe(false);
  });
});
