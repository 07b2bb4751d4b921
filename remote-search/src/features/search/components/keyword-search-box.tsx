import type { AdSuggestion, Platform } from '@adlens/shared-contracts';
import { Button, SearchBox } from '@adlens/shared-ui';
import { type SuggestionItem, useSuggestions } from '../hooks/use-suggestions';

interface KeywordSearchBoxProps {
  platform: Platform;
  keyword: string;
  onKeyword: (keyword: string | undefined) => void;
  onSuggestion: (suggestion: AdSuggestion) => void;
}

/**
 * The keyword field as the live search box (spec 4, 5): suggestions of the platform while typing,
 * submit under the box's rules. The parent remounts it (key) when the URL's keyword changes.
 */
export function KeywordSearchBox({
  platform,
  keyword,
  onKeyword,
  onSuggestion,
}: KeywordSearchBoxProps) {
  const suggestions = useSuggestions(platform);
  return (
    <div className="keyword-search">
      <SearchBox<SuggestionItem>
        label="Keyword"
        placeholder="Keyword, advertiser or domain"
        defaultValue={keyword}
        results={suggestions.items}
        loading={suggestions.loading}
        onSearch={suggestions.search}
        onSelect={(item) => onSuggestion(item.suggestion)}
        onSubmit={(text) => onKeyword(text.trim() || undefined)}
      />
      {keyword ? (
        <Button variant="secondary" onClick={() => onKeyword(undefined)}>
          Clear keyword
        </Button>
      ) : null}
    </div>
  );
}
