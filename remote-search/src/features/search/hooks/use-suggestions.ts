import { type AdSuggestion, type Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { suggestionsQuery } from '../api/suggestions-query';

export const SUGGESTION_KIND_LABELS: Record<AdSuggestion['kind'], string> = {
  advertiser: 'Advertiser',
  domain: 'Domain',
  keyword: 'Keyword',
};

export interface SuggestionItem {
  id: string;
  label: string;
  description: string;
  suggestion: AdSuggestion;
}

/** The suggestions of the last text the search box asked for; null before any answer. */
export function useSuggestions(platform: Platform) {
  const api = useApi();
  const [text, setText] = useState<string | null>(null);
  const query = useQuery({
    ...suggestionsQuery(api, platform, text ?? ''),
    enabled: text !== null,
    // Keep the previous list while the next prefix loads, so the list does not flicker shut.
    placeholderData: keepPreviousData,
  });
  const items: SuggestionItem[] | null =
    text === null || !query.data
      ? null
      : query.data.items.map((suggestion) => ({
          id: `${suggestion.kind}:${suggestion.id ?? suggestion.label}`,
          label: suggestion.label,
          description: SUGGESTION_KIND_LABELS[suggestion.kind],
          suggestion,
        }));
  return { items, loading: query.isFetching, search: setText };
}
