import { CTAS, PLATFORMS } from '@adlens/shared-contracts';
import {
  TEXT_DISTANCE_MAX,
  fingerprintDistance,
  mediaFingerprint,
  textFingerprint,
  variantText,
} from '../features/variants/variant-rule';
import type { VariantCandidate } from '../features/variants/variant-rule';
import type { AdRow } from './gen-ads';

/**
 * Deterministic look-alikes (decision 0033): in every LOOK_ALIKE_PERIOD rows of ads (one ad per
 * platform per row), rows 1 and 2 copy the creative of row 0 on the same platform, as advertisers
 * run one creative with small changes. Row 1 keeps text and media and changes the button; row 2
 * keeps the button and the media's shape, rewords the end of the text and uses its own image.
 * The ads keep their own ids, dates and numbers, and the main generator's random stream is not
 * touched, so every other ad stays as it was.
 */
export const LOOK_ALIKE_PERIOD = 25;

export type LookAlikeKind = 'cta' | 'text-and-media';

export function lookAlikeSlot(id: number): { baseId: number; kind: LookAlikeKind } | null {
  const row = Math.floor((id - 1) / PLATFORMS.length);
  const slot = row % LOOK_ALIKE_PERIOD;
  if (slot === 1) return { baseId: id - PLATFORMS.length, kind: 'cta' };
  if (slot === 2) return { baseId: id - 2 * PLATFORMS.length, kind: 'text-and-media' };
  return null;
}

/** Closing words a look-alike may use in place of the base's " today." */
const CLOSINGS = [' now.', ' this week.', ' online today.', ' today!'];

/**
 * The base's reworded body: the closing call changes, the rest stays. The first closing whose text
 * the variant rule still finds near the base's is used (simhash of a short text is noisy; the last
 * one changes punctuation only and is always near), so every seeded look-alike is one by the rule.
 */
export function rewordedBody(title: string, body: string): string {
  const base = textFingerprint(variantText({ title, body }));
  for (const closing of CLOSINGS) {
    const candidate = body.replace(/ today\.$/, closing);
    const distance = fingerprintDistance(
      base,
      textFingerprint(variantText({ title, body: candidate })),
    );
    if (candidate !== body && distance <= TEXT_DISTANCE_MAX) return candidate;
  }
  return body;
}

const CREATIVE_EXTRAS = ['ad_size', 'ad_type', 'video_duration', 'channel'] as const;

export function makeLookAlike(ad: AdRow, base: AdRow, kind: LookAlikeKind): AdRow {
  const ctaIndex = CTAS.findIndex((cta) => cta === base.cta);
  const otherCta = CTAS[(ctaIndex + 1 + CTAS.length) % CTAS.length] ?? 'Learn More';
  const body = kind === 'cta' ? base.body : rewordedBody(base.title, base.body);
  const media =
    kind === 'cta'
      ? base.media
      : base.media.map((item, index) => ({ ...item, key: `ad-${ad.id}-${index}` }));
  const creative: readonly string[] = CREATIVE_EXTRAS;
  // The creative's own facts come from the base; the ad's run (status, reach) stays its own.
  const extras = Object.fromEntries([
    ...Object.entries(ad.extras).filter(([key]) => !creative.includes(key)),
    ...Object.entries(base.extras).filter(([key]) => creative.includes(key)),
  ]);
  return {
    ...ad,
    owner_id: base.owner_id,
    domain_id: base.domain_id,
    campaign_id: base.campaign_id,
    title: base.title,
    body,
    text_variants: [body, ...base.text_variants.slice(1)],
    media,
    media_type: base.media_type,
    cta: kind === 'cta' ? otherCta : base.cta,
    display_url: base.display_url,
    final_url: base.final_url,
    category: base.category,
    ecommerce_platform: base.ecommerce_platform,
    affiliate_network: base.affiliate_network,
    tracker: base.tracker,
    funnel: base.funnel,
    extras,
    url_chain: base.url_chain.map((step) => ({
      ...step,
      url: step.url.replace(new RegExp(`/${base.id}$`), `/${ad.id}`),
    })),
    search_text: base.search_text.replace(base.body.toLowerCase(), body.toLowerCase()),
  };
}

/** The ad with its variant fingerprints; its group is its own id until `assignVariantGroups` runs. */
export function withFingerprints<Ad extends AdRow>(ad: Ad) {
  return {
    ...ad,
    // A string: JSON numbers cannot carry 64 bits; the column casts it.
    text_fingerprint: textFingerprint(variantText(ad)).toString(),
    media_fingerprint: mediaFingerprint(ad.media_type, ad.media),
    variant_group: ad.id,
  };
}

/** What the variant rule compares of a fingerprinted ad. */
export function variantCandidate(ad: ReturnType<typeof withFingerprints>): VariantCandidate {
  return {
    id: ad.id,
    platform: ad.platform,
    owner_id: ad.owner_id,
    domain_id: ad.domain_id,
    text_fingerprint: BigInt(ad.text_fingerprint),
    media_fingerprint: ad.media_fingerprint,
  };
}
