import { PLATFORMS } from '@adlens/shared-contracts';
import type { AdRow } from './gen-ads';
import { rewordedBody } from './gen-look-alikes';
import { createRng } from './prng';

/**
 * Look-alike families across advertisers and platforms (decision 0066): in every FAMILY_PERIOD
 * rows of ads (one ad per platform per row), the ads of row FAMILY_FIRST_ROW are originals and
 * those of the next FAMILY_SIZE - 1 rows are copies of them, each on another platform and by its
 * own advertiser: the same picture re-encoded (resized), cropped and recoloured (saturation) a little, the headline
 * reworded with the copier's name, the body's closing call changed, the landing domain kept by
 * every other copy. A copy keeps its own id, advertiser, dates and numbers.
 *
 * THE TRUTH (`familyOf`) IS HIDDEN: only the seed's generator and the similarity benchmark read
 * it (`similar-families-isolation.test.ts` fails otherwise); the app finds look-alikes from the
 * pixels and the words alone.
 */
export const FAMILY_PERIOD = 100;
const FAMILY_FIRST_ROW = 5;
/** Ads per family: enough that the ten best matches can all be true. */
export const FAMILY_SIZE = 12;
/** Ids back from a copy to its original, at most: the rows a generator keeps. */
export const FAMILY_REACH = FAMILY_SIZE * PLATFORMS.length;

const FAMILY_SEED = 3_906_601;

export interface FamilyMember {
  /** The original's id: the family's name. */
  family: number;
  /** 0 for the original, 1 to FAMILY_SIZE - 1 for its copies. */
  copy: number;
}

/** The family an ad belongs to, from its id alone; null for most ads. */
export function familyOf(id: number): FamilyMember | null {
  const row = Math.floor((id - 1) / PLATFORMS.length);
  const copy = (row % FAMILY_PERIOD) - FAMILY_FIRST_ROW;
  if (copy < 0 || copy >= FAMILY_SIZE) return null;
  const platform = (id - 1) % PLATFORMS.length;
  // Copy k of an original on platform p runs on platform p + k: one family crosses all nine.
  const originalPlatform =
    (platform - (copy % PLATFORMS.length) + PLATFORMS.length) % PLATFORMS.length;
  return { family: (row - copy) * PLATFORMS.length + originalPlatform + 1, copy };
}

/** Names the copier's headline and search text use. */
export interface CatalogNames {
  owner(id: number): string;
  domain(id: number): string;
}

const SCALES = [1, 0.8, 0.6, 0.5];
const CREATIVE_EXTRAS = ['ad_size', 'ad_type', 'video_duration', 'channel'] as const;

/** The headline with the copier's name in place of the original advertiser's. */
function copiedTitle(original: AdRow, ownerName: string, originalOwner: string): string {
  return original.title.replace(`: ${originalOwner} `, `: ${ownerName} `);
}

/** `ad` (a generated ad) turned into copy `copy` of `original`. */
export function makeFamilyCopy(
  ad: AdRow,
  original: AdRow,
  copy: number,
  names: CatalogNames,
): AdRow {
  const rng = createRng(FAMILY_SEED + ad.id);
  const scale = rng.pick(SCALES);
  const media = original.media.map((item, index) => ({
    ...item,
    key: `ad-${ad.id}-${index}`,
    width: Math.max(50, Math.round(item.width * scale)),
    height: Math.max(50, Math.round(item.height * scale)),
    art: {
      key: item.art?.key ?? item.key,
      saturation: rng.int(90, 110) / 100,
      crop: rng.int(0, 3) / 100,
    },
  }));
  // Every third copier keeps the headline word for word; the others put their own name in it.
  const title =
    copy % 3 === 0
      ? original.title
      : copiedTitle(original, names.owner(ad.owner_id), names.owner(original.owner_id));
  const body = rng.chance(0.5) ? rewordedBody(original.title, original.body) : original.body;
  const sameLanding = copy % 2 === 0;
  const landing = sameLanding ? original : ad;
  const creative: readonly string[] = CREATIVE_EXTRAS;
  const extras = Object.fromEntries([
    ...Object.entries(ad.extras).filter(([key]) => !creative.includes(key)),
    ...Object.entries(original.extras).filter(([key]) => creative.includes(key)),
  ]);
  return {
    ...ad,
    title,
    body,
    text_variants: [body],
    media,
    media_type: original.media_type,
    cta: original.cta,
    domain_id: landing.domain_id,
    // A campaign is one advertiser's ads to one landing page: a copy sent elsewhere leaves it.
    campaign_id: sameLanding ? null : ad.campaign_id,
    display_url: landing.display_url,
    final_url: landing.final_url,
    url_chain: landing.url_chain.map((step) => ({
      ...step,
      url: step.url.replace(new RegExp(`/${landing.id}$`), `/${ad.id}`),
    })),
    extras,
    search_text:
      `${title} ${body} ${names.owner(ad.owner_id)} ${names.domain(landing.domain_id)}`.toLowerCase(),
  };
}
