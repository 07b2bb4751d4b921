import { z } from 'zod/mini';

/**
 * The creative tags an ad carries (issue 39, decision 0062): each family a closed vocabulary the
 * server's tagger writes and the boolean query reads (`hook:question`). The version moves whenever a
 * tag is added, renamed or removed, so stored tags say which vocabulary they were read under.
 */
export const AD_TAG_VOCABULARY_VERSION = 1;

export const AD_TAG_VOCABULARY = {
  hook: ['question', 'statistic', 'stop_never', 'point_of_view', 'testimonial', 'before_after'],
  angle: ['pain', 'gain', 'social_proof', 'authority', 'urgency', 'price'],
  offer: ['price', 'percent_off', 'free_shipping', 'trial', 'guarantee'],
  format: ['image', 'video', 'carousel'],
  lang: ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'ja'],
} as const;

export type AdTagFamily = keyof typeof AD_TAG_VOCABULARY;
export const AD_TAG_FAMILIES = Object.keys(AD_TAG_VOCABULARY) as AdTagFamily[];

/** Families a query names with a field prefix; `format` is already the ad's media filter. */
export const AD_TAG_QUERY_FIELDS = ['hook', 'angle', 'offer', 'lang'] as const;
export type AdTagQueryField = (typeof AD_TAG_QUERY_FIELDS)[number];

/** The ad's text fields a tag's evidence points into. */
export const AD_TEXT_FIELDS = [
  'headline',
  'copy',
  'cta',
  'on_image_text',
  'transcript',
  'media',
] as const;
export type AdTextField = (typeof AD_TEXT_FIELDS)[number];

/** Words that made a tag: `text.slice(start, end)` of the field (UTF-16 indexes, end exclusive). */
export const adTagEvidenceSchema = z.object({
  field: z.enum(AD_TEXT_FIELDS),
  start: z.number(),
  end: z.number(),
  text: z.string(),
});
export type AdTagEvidence = z.infer<typeof adTagEvidenceSchema>;

export const adTagSchema = z.object({
  family: z.enum(AD_TAG_FAMILIES as [AdTagFamily, ...AdTagFamily[]]),
  tag: z.string(),
  /** The rule that read the evidence, e.g. `hook.question/opening-ends-with-question-mark`. */
  rule: z.string(),
  vocabulary_version: z.number(),
  evidence: z.array(adTagEvidenceSchema),
});
export type AdTag = z.infer<typeof adTagSchema>;

export function isAdTag(family: AdTagFamily, tag: string): boolean {
  return (AD_TAG_VOCABULARY[family] as readonly string[]).includes(tag);
}

/** Edit distance (insertions, deletions, substitutions), for the nearest known tag. */
function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_unused, index) => index);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    for (let column = 1; column <= right.length; column++) {
      const substitution = left[row - 1] === right[column - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[column] ?? 0) + 1,
          (current[column - 1] ?? 0) + 1,
          (previous[column - 1] ?? 0) + substitution,
        ),
      );
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** The family's known tag closest to `tag` as typed (ties: the vocabulary's order). */
export function nearestAdTag(family: AdTagFamily, tag: string): string {
  const typed = tag.toLowerCase();
  const known = AD_TAG_VOCABULARY[family];
  let best: string = known[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const distance = editDistance(typed, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** A query word that names a tag (`hook:question`) or a days range (`days:>30`), as read. */
export type TagTerm =
  { kind: 'tag'; family: AdTagQueryField; tag: string } | { kind: 'days'; range: string };

const TAG_TERM = /^([a-z]+):(.+)$/i;

/**
 * Reads a plain query word as a tag or days term, or null for any other word. These are words of
 * the keyword grammar (decision 0032) rather than fields of it, so the grammar's types stay as they
 * were; the server checks the tag against the vocabulary and the range's form.
 */
export function readTagTerm(word: string): TagTerm | null {
  const found = TAG_TERM.exec(word);
  const prefix = found?.[1]?.toLowerCase();
  const value = found?.[2];
  if (!prefix || value === undefined) return null;
  if (prefix === 'days') return { kind: 'days', range: value };
  const family = AD_TAG_QUERY_FIELDS.find((field) => field === prefix);
  return family ? { kind: 'tag', family, tag: value } : null;
}
