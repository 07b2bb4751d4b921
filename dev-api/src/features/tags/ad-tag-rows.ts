import type { TaggerInput } from './tag-ad';
import { tagAd } from './tag-ad';

/** The columns of an ad row (seed or ingest) the tagger reads. */
export interface TaggableAd {
  id: number;
  /** Kept on each tag row: a tag query reads one platform's rows (migration 0030). */
  platform: string;
  title: string;
  body: string;
  cta: string | null;
  media_type: TaggerInput['media_type'];
  extras: Record<string, unknown>;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function taggerInputOf(ad: Omit<TaggableAd, 'platform'>): TaggerInput {
  return {
    headline: ad.title,
    copy: ad.body,
    cta: ad.cta,
    on_image_text: textOf(ad.extras.on_image_text),
    transcript: textOf(ad.extras.transcript),
    media_type: ad.media_type,
  };
}

/** The `ad_tags` rows of a batch of ads, for bulkInsert. */
export function adTagRows(ads: readonly TaggableAd[]) {
  return ads.flatMap((ad) =>
    tagAd(taggerInputOf(ad)).map((tag) => ({
      ad_id: ad.id,
      platform: ad.platform,
      family: tag.family,
      tag: tag.tag,
      rule: tag.rule,
      evidence: tag.evidence,
      vocabulary_version: tag.vocabulary_version,
    })),
  );
}

type AdTagRow = ReturnType<typeof adTagRows>[number];

/** How `ads.tag_keys` names a tag (migration 0031): `hook:question`. */
export function tagKey(family: string, tag: string): string {
  return `${family}:${tag}`;
}

/**
 * Each ad with the keys of its tags, for the `ads` insert that precedes its `ad_tags` rows: a tag
 * query tests them in place while it walks a platform's ads in page order (decision 0077).
 */
export function withTagKeys<Ad extends { id: number }>(
  ads: readonly Ad[],
  tags: readonly AdTagRow[],
): (Ad & { tag_keys: string[] })[] {
  const keys = new Map<number, string[]>();
  for (const row of tags) {
    const list = keys.get(row.ad_id) ?? [];
    list.push(tagKey(row.family, row.tag));
    keys.set(row.ad_id, list);
  }
  // Code-unit order, as COLLATE "C" sorts them in REFRESH_TAG_KEYS_SQL: one ad, one array.
  return ads.map((ad) => ({ ...ad, tag_keys: (keys.get(ad.id) ?? []).sort() }));
}

/**
 * Rewrites `ads.tag_keys` from `ad_tags` for the ads of `$1` (an int array), after a re-tag. Only
 * ads whose keys changed are written (a new row version is a new entry in every index of `ads`),
 * and their ids returned.
 */
export const REFRESH_TAG_KEYS_SQL = `UPDATE ads a SET tag_keys = k.keys FROM (
  SELECT b.id, coalesce(
    (SELECT array_agg(t.family || ':' || t.tag ORDER BY t.family || ':' || t.tag COLLATE "C")
     FROM ad_tags t WHERE t.ad_id = b.id), '{}') AS keys
  FROM unnest($1::int[]) AS b(id)) k
  WHERE a.id = k.id AND a.tag_keys IS DISTINCT FROM k.keys
  RETURNING a.id`;
