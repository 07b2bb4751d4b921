import {
  AD_TAG_QUERY_FIELDS,
  type AdFilters,
  type AdTagQueryField,
  type Platform,
  type TagFacet,
} from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { CheckboxField, Dropdown } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { tagFacetsQuery } from '../api/tag-facets-query';
import { chosenTags, withTag } from '../state/keyword-tags';
import { TAG_FAMILY_LABELS } from '../../../lib/tag-family-labels';

interface TagFiltersProps {
  platform: Platform;
  filters: AdFilters;
  /** False while the search cannot run (a link that needs fixing): no counts are asked. */
  enabled: boolean;
  onChange: (filters: AdFilters) => void;
}

const count = new Intl.NumberFormat('en-US');

/**
 * The creative tag fields of the filter bar (hook, angle, offer, language), each tag with the
 * number of ads of the current search that carry it. Choosing a tag writes its query word
 * (`hook:question`) into the keyword, and so into the URL.
 */
export function TagFilters({ platform, filters, enabled, onChange }: TagFiltersProps) {
  const facets = useQuery({ ...tagFacetsQuery(useApi(), platform, filters), enabled });
  const chosen = chosenTags(filters.keyword);
  // The counts help a search and are not needed for it: without them the bar leaves them out.
  const items = facets.data?.items ?? [];
  if (items.length === 0) return null;
  const choose = (key: string, on: boolean) => {
    const keyword = withTag(filters.keyword, key, on);
    const { keyword: _previous, ...rest } = filters;
    onChange(keyword === undefined ? rest : { ...rest, keyword });
  };
  return (
    <section className="search-filter-bar" aria-label="Creative tags">
      <ul className="search-filter-bar__list">
        {AD_TAG_QUERY_FIELDS.map((family) => (
          <li key={family}>
            <TagFamilyFilter
              family={family}
              facets={items.filter((item) => item.family === family)}
              chosen={chosen}
              onChoose={choose}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TagFamilyFilter({
  family,
  facets,
  chosen,
  onChoose,
}: {
  family: AdTagQueryField;
  facets: TagFacet[];
  chosen: ReadonlySet<string>;
  onChoose: (key: string, on: boolean) => void;
}) {
  const label = TAG_FAMILY_LABELS[family];
  const picked = facets.filter((facet) => chosen.has(`${family}:${facet.tag}`)).length;
  return (
    <Dropdown
      id={`filter-tag-${family}`}
      toggle={picked > 0 ? `${label} (${picked})` : label}
      toggleClassName="adl-button adl-button--secondary search-filter__toggle"
    >
      <fieldset className="search-filter__options">
        <legend>{label}: ads of this search per tag</legend>
        {facets.map((facet) => {
          const key = `${family}:${facet.tag}`;
          return (
            <CheckboxField
              key={key}
              label={`${facet.label} (${count.format(facet.count)})`}
              checked={chosen.has(key)}
              onChange={(event) => onChoose(key, event.currentTarget.checked)}
            />
          );
        })}
      </fieldset>
    </Dropdown>
  );
}
