import {
  AD_TAG_FAMILIES,
  type AdTagFamily,
  type AdTagsData,
  type Platform,
  type TagVocabularyTerm,
  adTagEvidenceSchema,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { requirePaidAdView } from '../ads/paid-view';
import { taggerInputOf } from './ad-tag-rows';
import { knownTags, tagLabel } from './tag-names';

const adRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  cta: z.string().nullable(),
  media_type: z.enum(['image', 'video', 'carousel']),
  extras: z.record(z.string(), z.unknown()),
});

const tagRowSchema = z.object({
  family: z.enum(AD_TAG_FAMILIES as [AdTagFamily, ...AdTagFamily[]]),
  tag: z.string(),
  rule: z.string(),
  vocabulary_version: z.number(),
  evidence: z.array(adTagEvidenceSchema),
});

/** Families in the vocabulary's order, then tags in their family's order. */
function vocabularyOrder(tag: { family: AdTagFamily; tag: string }): number {
  const family = AD_TAG_FAMILIES.indexOf(tag.family);
  const position = knownTags(tag.family).indexOf(tag.tag);
  return family * 1000 + (position < 0 ? 999 : position);
}

/**
 * An ad's stored tags with their evidence and the texts the evidence points into (the tagger's
 * own reading of the ad, so every span slices the text it came from). Part of the paid detail.
 */
export async function loadAdTagEvidence(
  db: Queryable,
  input: { platform: Platform; id: number; userId: number; terms: readonly TagVocabularyTerm[] },
): Promise<AdTagsData> {
  const [raw] = await db.query(
    `SELECT id, title, body, cta, media_type, extras FROM ads WHERE platform = $1 AND id = $2`,
    [input.platform, input.id],
  );
  if (!raw) throw fail.notFound('Ad not found');
  await requirePaidAdView(db, input.userId, input.id);
  const ad = adRowSchema.parse(raw);
  const read = taggerInputOf(ad);
  const rows = await db.query(
    'SELECT family, tag, rule, vocabulary_version, evidence FROM ad_tags WHERE ad_id = $1',
    [ad.id],
  );
  const tags = rows
    .map((row) => tagRowSchema.parse(row))
    .sort((left, right) => vocabularyOrder(left) - vocabularyOrder(right))
    .map((tag) => ({ ...tag, label: tagLabel(input.terms, tag.family, tag.tag) }));
  return {
    ad_id: ad.id,
    media_type: ad.media_type,
    texts: {
      headline: read.headline || null,
      copy: read.copy || null,
      cta: read.cta || null,
      on_image_text: read.on_image_text,
      transcript: read.transcript,
    },
    tags,
  };
}
