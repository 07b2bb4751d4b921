/*
 * The page of a "most relevant" search (decision 0077). Relevance is pg_trgm's similarity of the
 * ad's text to the words looked for: c / (|A| + |B| - c), with A and B the distinct trigrams of
 * the ad and of the words, and c those they share. Since c <= min(|A|, |B|), the score is at most
 * min(|A|, |B|) / max(|A|, |B|), a bound read from the ad's stored trigram count (migration 0032)
 * and computed in real (float4) as similarity() is, so that rounding keeps it a bound.
 *
 * The page scores only the matches that can still reach it. Among the `end` matches of highest
 * bound (end = the page's last position), the lowest score is a bar: those `end` ads score at least
 * that, so an ad whose bound is under the bar ranks after position `end`. Every other match is
 * scored and ordered as before, ties and all, so the page is the one a full sort would give. A
 * word found whole in an ad makes its bound its score, so the bar sits close to the top.
 */

import type { SqlWhere } from './search-sql';

/** The common table expressions ending in `page (id)`, the ids of the page in order. */
export function relevantPageCtes(
  where: Pick<SqlWhere, 'param'>,
  whereSql: string,
  text: string,
  page: { limit: number; offset: number },
): string {
  const words = where.param(text);
  const end = where.param(page.offset + page.limit);
  const limit = where.param(page.limit);
  const offset = where.param(page.offset);
  return `words AS (SELECT coalesce(array_length(show_trgm(${words}::text), 1), 0) AS trigrams),
      matches AS MATERIALIZED (
        SELECT a.id, a.popularity, a.search_text,
          least(a.search_trigrams, w.trigrams)::real / greatest(a.search_trigrams, w.trigrams, 1)::real AS bound
        FROM ads a CROSS JOIN words w ${whereSql}),
      bar AS (SELECT min(similarity(best.search_text, ${words}::text)) AS score FROM (
        SELECT m.search_text FROM matches m ORDER BY m.bound DESC LIMIT ${end}) best),
      page AS MATERIALIZED (
        SELECT m.id FROM matches m CROSS JOIN bar WHERE m.bound >= bar.score
        ORDER BY similarity(m.search_text, ${words}::text) DESC, m.popularity DESC, m.id DESC
        LIMIT ${limit} OFFSET ${offset})`;
}
