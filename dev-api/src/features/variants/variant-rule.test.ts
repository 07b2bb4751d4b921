import {
  lookAlikeSlot,
  rewordedBody,
  variantCandidate,
  type withFingerprints,
} from '../../seed/gen-look-alikes';
import { generateCatalog } from '../../seed/seed';
import { SEED_COUNTS } from '../../seed/seed-size';
import {
  TEXT_DISTANCE_MAX,
  type VariantCandidate,
  areVariants,
  assignVariantGroups,
  fingerprintDistance,
  mediaFingerprint,
  textFingerprint,
} from './variant-rule';

const TEXT =
  'Limited offer: Northwind running shoes\nTrusted by thousands. Made to last. Discover our running shoes today.';

function candidate(overrides: Partial<VariantCandidate>): VariantCandidate {
  return {
    id: 1,
    platform: 'meta',
    owner_id: 7,
    domain_id: 3,
    text_fingerprint: textFingerprint(TEXT),
    media_fingerprint: mediaFingerprint('image', [
      { type: 'image', width: 1080, height: 1350, duration: null },
    ]),
    ...overrides,
  };
}

describe('fingerprints', () => {
  it('gives the same text the same fingerprint, whatever its case and punctuation', () => {
    expect(textFingerprint(TEXT)).toBe(textFingerprint(TEXT.toUpperCase().replace(/[.:]/g, ' ')));
  });

  it('keeps a reworded ending within the threshold and another text far outside it', () => {
    const [title = '', body = ''] = TEXT.split('\n');
    const reworded = textFingerprint(`${title}\n${rewordedBody(title, body)}`);
    expect(fingerprintDistance(textFingerprint(TEXT), reworded)).toBeLessThanOrEqual(
      TEXT_DISTANCE_MAX,
    );
    const other = textFingerprint(
      'Flash sale: Northwind running shoes\nYour feet will thank you. Free returns. Discover our running shoes today.',
    );
    expect(fingerprintDistance(textFingerprint(TEXT), other)).toBeGreaterThan(TEXT_DISTANCE_MAX);
  });

  it('counts differing bits over all 64, sign included', () => {
    expect(fingerprintDistance(0n, -1n)).toBe(64);
    expect(fingerprintDistance(5n, 4n)).toBe(1);
  });

  it('describes media by format, aspect and length, not by file', () => {
    const video = (width: number, height: number, duration: number) =>
      mediaFingerprint('video', [{ type: 'video', width, height, duration }]);
    expect(video(1080, 1920, 31)).toBe(video(540, 960, 29));
    expect(video(1080, 1920, 31)).not.toBe(video(1280, 720, 31));
    expect(video(1080, 1920, 31)).not.toBe(video(1080, 1920, 60));
  });
});

describe('the variant rule', () => {
  it('pairs near-identical creatives of one advertiser and landing domain', () => {
    expect(areVariants(candidate({}), candidate({ id: 2 }))).toBe(true);
    expect(
      areVariants(
        candidate({}),
        candidate({
          id: 2,
          text_fingerprint: textFingerprint(TEXT.replace(/ today\.$/, ' now.')),
        }),
      ),
    ).toBe(true);
  });

  it.each([
    ['another advertiser', { owner_id: 8 }],
    ['another landing domain', { domain_id: 4 }],
    ['another platform', { platform: 'tiktok' }],
    ['another media shape', { media_fingerprint: 'video|video@0.56:30s' }],
    [
      'another text',
      { text_fingerprint: textFingerprint('Something else entirely, in other words') },
    ],
  ])('keeps apart creatives with %s', (_name, overrides) => {
    expect(areVariants(candidate({}), candidate({ id: 2, ...overrides }))).toBe(false);
  });

  it('groups by chains of pairs under the smallest id', () => {
    const groups = assignVariantGroups([
      candidate({ id: 5 }),
      candidate({ id: 2 }),
      candidate({ id: 9, owner_id: 99 }),
    ]);
    expect(Object.fromEntries(groups)).toEqual({ 5: 2, 2: 2, 9: 9 });
  });
});

/** The seed's ads with the variant groups the seed stores after loading them. */
function withVariantColumns(ads: ReturnType<typeof withFingerprints>[]) {
  const groups = assignVariantGroups(ads.map(variantCandidate));
  return ads.map((ad) => ({ ...ad, variant_group: groups.get(ad.id) ?? ad.id }));
}

describe('the seeded look-alikes', () => {
  const batches = generateCatalog(SEED_COUNTS.small, new Date('2026-11-20T00:00:00Z')).ads;
  const ads = withVariantColumns([...batches].flatMap((batch) => batch.ads));
  const members = new Map<number, number[]>();
  for (const ad of ads)
    members.set(ad.variant_group, [...(members.get(ad.variant_group) ?? []), ad.id]);

  it('are each found as one group: a base with its two look-alikes', () => {
    const byId = new Map(ads.map((ad) => [ad.id, ad]));
    let seeded = 0;
    for (const ad of ads) {
      const slot = lookAlikeSlot(ad.id);
      if (!slot) continue;
      seeded++;
      expect([ad.id, ad.variant_group]).toEqual([ad.id, byId.get(slot.baseId)?.variant_group]);
    }
    expect(seeded).toBeGreaterThan(100);
  });

  it('are nearly all the groups: the rest are creatives the generator repeated by chance', () => {
    const seededIds = new Set(
      ads.flatMap((ad) => {
        const slot = lookAlikeSlot(ad.id);
        return slot ? [ad.id, slot.baseId] : [];
      }),
    );
    const others = [...members.values()]
      .filter((ids) => ids.length > 1)
      .flat()
      .filter((id) => !seededIds.has(id));
    expect(others.length).toBeLessThan(ads.length / 100);
  });

  it('differ from their base where the seed changed them', () => {
    const byId = new Map(ads.map((ad) => [ad.id, ad]));
    for (const ad of ads) {
      const slot = lookAlikeSlot(ad.id);
      const base = slot ? byId.get(slot.baseId) : undefined;
      if (!slot || !base) continue;
      expect([ad.owner_id, ad.domain_id, ad.title]).toEqual([
        base.owner_id,
        base.domain_id,
        base.title,
      ]);
      if (slot.kind === 'cta') {
        expect(ad.cta).not.toBe(base.cta);
        expect(ad.media).toEqual(base.media);
      } else {
        expect(ad.body).not.toBe(base.body);
        expect(ad.media[0]?.key).not.toBe(base.media[0]?.key);
        expect(ad.cta).toBe(base.cta);
      }
    }
  });
});
