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

  it('submits without results only when they are optional, and still not while typing', () => {
    const empty = { ...base, resultCount: 0 };
    expect(canSubmit(empty, true)).toBe(true);
    expect(canSubmit({ ...base, resultCount: null }, true)).toBe(true);
    expect(canSubmit({ ...empty, typing: true }, true)).toBe(false);
    expect(canSubmit({ ...empty, loading: true }, true)).toBe(false);
    expect(canSubmit({ ...empty, query: '' }, true)).toBe(false);
  });
});
