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
