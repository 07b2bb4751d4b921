/*
 * "Most relevant" (decisions 0077 and 0078). Relevance is pg_trgm's similarity of the ad's text to
 * the words looked for: c / (|A| + |B| - c), with A and B the distinct trigrams of the ad and of the
 * words, and c those they share. A query with OR has several alternatives, and an ad scores the best
 * of its similarities to them. Since c <= min(|A|, |B|), each similarity is at most
 * min(|A|, |B|) / max(|A|, |B|), a bound read from the ad's stored trigram count (migration 0032)
 * and computed in real (float4) as similarity() is, so that rounding keeps it a bound.
 *
 * The page scores only the matches that can still reach it. Among the `end` matches of highest
 * bound (end = the page's last position), the lowest score is a bar: those `end` ads score at least
 * that, so an ad whose bound is under the bar ranks after position `end`. Every other match is
 * scored and ordered as before, ties and all, so the page is the one a full sort would give. A
 * word found whole in an ad makes its bound its score, so the bar sits close to the top.
 */

/** What the page needs of the WHERE builder (search-sql's `SqlWhere`): numbered parameters. */
interface Params {
  param(value: unknown): string;
}

function best(terms: string[]): string {
  return terms.length === 1 ? (terms[0] ?? '') : `greatest(${terms.join(', ')})`;
}

/** The relevance of `column` to the texts whose parameters are given: its best similarity. */
function score(column: string, texts: readonly string[]): string {
  return best(texts.map((text) => `similarity(${column}, ${text}::text)`));
}

/** The ORDER BY of a relevance sort over `ads a`, for plans that score every match. */
export function relevanceOrder(where: Params, texts: readonly string[]): string {
  const params = texts.map((text) => where.param(text));
  return `${score('a.search_text', params)} DESC, a.popularity DESC, a.id DESC`;
}

/** The common table expressions ending in `page (id)`, the ids of the page in order. */
export function relevantPageCtes(
  where: Params,
  whereSql: string,
  texts: readonly string[],
  page: { limit: number; offset: number },
): string {
  const params = texts.map((text) => where.param(text));
  const end = where.param(page.offset + page.limit);
  const limit = where.param(page.limit);
  const offset = where.param(page.offset);
  const counts = params.map(
    (text, index) => `coalesce(array_length(show_trgm(${text}::text), 1), 0) AS trigrams${index}`,
  );
  const bounds = params.map(
    (_, index) =>
      `least(a.search_trigrams, w.trigrams${index})::real / greatest(a.search_trigrams, w.trigrams${index}, 1)::real`,
  );
  return `words AS (SELECT ${counts.join(', ')}),
      matches AS MATERIALIZED (
        SELECT a.id, a.popularity, a.search_text, ${best(bounds)} AS bound
        FROM ads a CROSS JOIN words w ${whereSql}),
      bar AS (SELECT min(${score('top.search_text', params)}) AS score FROM (
        SELECT m.search_text FROM matches m ORDER BY m.bound DESC LIMIT ${end}) top),
      page AS MATERIALIZED (
        SELECT m.id FROM matches m CROSS JOIN bar WHERE m.bound >= bar.score
        ORDER BY ${score('m.search_text', params)} DESC, m.popularity DESC, m.id DESC
        LIMIT ${limit} OFFSET ${offset})`;
}
