import { AD_TAG_FAMILIES, type AdTagFamily } from '@adlens/shared-contracts';
import { CREATIVE_PHRASES, FOREIGN_PHRASES, STOCK_PHRASE_TAGS } from './creative-phrases';
import type { CreativePhrase } from './creative-phrases';
import { createRng } from './prng';
import type { Rng } from './prng';
import { PRODUCTS } from './words';

/**
 * The text on an ad's image and, for a video, its transcript, written by the seed with the tags a
 * reader would give the whole ad (decision 0062). The truth travels beside the ad and is never
 * stored: the tagger reads the texts only, and the tag benchmark compares the two.
 */
export type TagTruth = Record<AdTagFamily, Set<string>>;

export interface Creative {
  on_image_text: string | null;
  transcript: string | null;
}

/** Its own stream per ad, so adding the creative moved no value of the existing seed. */
const CREATIVE_SEED = 39_062;
const FOREIGN_SHARE = 0.12;
const COUNTS = ['1,200', '10,000', '25,000', '50k', '2 million', '300'];
const PRICES = ['$19.99', '€29', '£45', '$9', '49 dollars', '€120'];

function emptyTruth(): TagTruth {
  return Object.fromEntries(
    AD_TAG_FAMILIES.map((family) => [family, new Set<string>()]),
  ) as TagTruth;
}

function addTags(truth: TagTruth, tags: readonly string[] | undefined, opening: boolean): void {
  for (const entry of tags ?? []) {
    const [family, tag] = entry.split(':') as [AdTagFamily, string];
    // A hook is how a field opens: the same words later on make none.
    if (family !== 'hook' || opening) truth[family].add(tag);
  }
}

function addPhrase(
  truth: TagTruth,
  phrase: Pick<CreativePhrase, 'opens' | 'tags'> | undefined,
  opening: boolean,
): void {
  if (!phrase) return;
  if (opening && phrase.opens) truth.hook.add(phrase.opens);
  addTags(truth, phrase.tags, opening);
}

function fill(rng: Rng, text: string, product: string): string {
  return text
    .replaceAll('{p}', product)
    .replaceAll('{n}', rng.pick(COUNTS))
    .replaceAll('{dd}', String(rng.int(2, 9)))
    .replaceAll('{d}', String(rng.pick([7, 14, 30, 60, 90])))
    .replaceAll('{m}', rng.pick(PRICES))
    .replaceAll('{q}', String(rng.pick([10, 15, 20, 25, 30, 40, 50, 70])));
}

function englishText(rng: Rng, count: number, product: string, truth: TagTruth): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const phrase = rng.pick(CREATIVE_PHRASES);
    addPhrase(truth, phrase, index === 0);
    parts.push(fill(rng, phrase.text, product));
  }
  return parts.join(' ');
}

/** The stock headline opener and body sentences an ad was built from (gen-ads), as labelled. */
function addStockTruth(truth: TagTruth, headline: string, copy: string): void {
  const opener = headline.split(': ')[0] ?? '';
  addPhrase(truth, STOCK_PHRASE_TAGS[opener], true);
  const sentences = Object.keys(STOCK_PHRASE_TAGS).filter((sentence) => sentence.endsWith('.'));
  const found = sentences
    .map((sentence) => ({ sentence, at: copy.indexOf(sentence) }))
    .filter(({ at }) => at >= 0);
  for (const { sentence, at } of found) addPhrase(truth, STOCK_PHRASE_TAGS[sentence], at === 0);
}

export interface CreativeAd {
  id: number;
  title: string;
  body: string;
  media_type: 'image' | 'video' | 'carousel';
}

/** The ad's on-image text and transcript, and the true tags of the whole ad. */
export function creativeFor(ad: CreativeAd): { creative: Creative; truth: TagTruth } {
  const product = PRODUCTS.find((name) => ad.title.endsWith(name)) ?? 'product';
  const rng = createRng(CREATIVE_SEED + ad.id * 7_919);
  const truth = emptyTruth();
  truth.format.add(ad.media_type);
  truth.lang.add('en');
  addStockTruth(truth, ad.title, ad.body);
  const video = ad.media_type === 'video';
  if (rng.chance(FOREIGN_SHARE)) {
    const language = rng.pick(Object.keys(FOREIGN_PHRASES));
    const phrases = FOREIGN_PHRASES[language] ?? [];
    truth.lang.add(language);
    return {
      creative: {
        on_image_text: rng.pick(phrases),
        transcript: video ? phrases.join(' ') : null,
      },
      truth,
    };
  }
  const onImage = rng.chance(0.85) ? englishText(rng, rng.int(1, 2), product, truth) : null;
  const transcript = video ? englishText(rng, rng.int(3, 5), product, truth) : null;
  return { creative: { on_image_text: onImage, transcript }, truth };
}

/** The ad with its on-image text and transcript among its extras (what a crawler reads off it). */
export function withCreative<Ad extends CreativeAd & { extras: Record<string, unknown> }>(
  ad: Ad,
): Ad {
  const { creative } = creativeFor(ad);
  const extras = { ...ad.extras };
  if (creative.on_image_text) extras.on_image_text = creative.on_image_text;
  if (creative.transcript) extras.transcript = creative.transcript;
  return { ...ad, extras };
}
