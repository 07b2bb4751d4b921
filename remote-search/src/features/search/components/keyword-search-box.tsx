import {
  type AdSuggestion,
  type Platform,
  replaceTrailingTerm,
  trailingTerm,
} from '@adlens/shared-contracts';
import { Button, SearchBox } from '@adlens/shared-ui';
import { useState } from 'react';
import { type SuggestionItem, useSuggestions } from '../hooks/use-suggestions';
import { checkKeywordText } from '../state/keyword-query-text';

interface KeywordSearchBoxProps {
  platform: Platform;
  keyword: string;
  /** The server's message when it refused `keyword`; shown while the box still holds it. */
  refusal?: string | null;
  onKeyword: (keyword: string | undefined) => void;
  /** `keyword`: the query with the suggestion put in place of the term being typed. */
  onSuggestion: (suggestion: AdSuggestion, keyword: string) => void;
}

function problemOf(text: string): string | null {
  const check = checkKeywordText(text);
  return check.ok ? null : check.message;
}

/**
 * The keyword field as the live search box (spec 4, 5) for boolean queries (decision 0032):
 * suggestions follow the term being typed; a malformed query shows where it went wrong, once the
 * typing pauses or on submit, and is never sent; one handed in from the URL shows its message from
 * the start. The parent remounts it (key) when the URL's keyword changes.
 */
export function KeywordSearchBox({
  platform,
  keyword,
  refusal = null,
  onKeyword,
  onSuggestion,
}: KeywordSearchBoxProps) {
  const suggestions = useSuggestions(platform);
  const [typed, setTyped] = useState(keyword);
  // A keyword that came malformed (a shared link) says what is wrong at once.
  const [error, setError] = useState<string | null>(() => problemOf(keyword));
  const check = checkKeywordText(typed);
  return (
    <div className="keyword-search">
      <SearchBox<SuggestionItem>
        label="Keyword"
        placeholder='Keyword, advertiser or domain (OR, -word, "phrase")'
        defaultValue={keyword}
        results={suggestions.items}
        loading={suggestions.loading}
        error={error ?? (typed === keyword ? refusal : null)}
        // Suggestions cover the last term only: a query of several terms needs none to be sent.
        resultsOptional={!check.ok || !check.single}
        onInput={(text) => {
          setTyped(text);
          // A shown message follows the edits at once, so it never points at fixed text.
          if (error !== null) setError(problemOf(text));
        }}
        onSearch={(text) => {
          setError(problemOf(text));
          suggestions.search(trailingTerm(text)?.value ?? null);
        }}
        onSelect={({ suggestion }) => {
          const next = checkKeywordText(replaceTrailingTerm(typed, suggestion.label));
          if (suggestion.kind === 'advertiser' || next.ok) {
            onSuggestion(suggestion, next.ok ? (next.keyword ?? '') : '');
          } else {
            setError(next.message);
          }
        }}
        onSubmit={(text) => {
          const submitted = checkKeywordText(text);
          if (submitted.ok) onKeyword(submitted.keyword);
          else setError(submitted.message);
        }}
      />
      {keyword ? (
        <Button variant="secondary" onClick={() => onKeyword(undefined)}>
          Clear keyword
        </Button>
      ) : null}
    </div>
  );
}
