import type { AdTag } from '@adlens/shared-contracts';
import { tagAd } from './tag-ad';
import type { TaggerInput } from './tag-ad';

const PLAIN: TaggerInput = {
  headline: 'New collection: Nova Labs yoga mat',
  copy: 'Designed for everyday comfort and built to last.',
  cta: 'Shop Now',
  on_image_text: null,
  transcript: null,
  media_type: 'image',
};

function tagsOf(input: Partial<TaggerInput>): AdTag[] {
  return tagAd({ ...PLAIN, ...input });
}

function names(tags: AdTag[], family: AdTag['family']): string[] {
  return tags.filter((tag) => tag.family === family).map((tag) => tag.tag);
}

test('each tag keeps the words that made it, as spans of its field, and the rule that read them', () => {
  const copy = 'Tired of slow mornings? Take 30% off today, with free shipping over $50.';
  const tags = tagsOf({ copy });
  const evidence = (family: AdTag['family'], tag: string) =>
    tags.find((found) => found.family === family && found.tag === tag);
  expect(evidence('hook', 'question')).toMatchObject({
    rule: 'hook.question/opening-asks',
    evidence: [{ field: 'copy', start: 0, end: 23, text: 'Tired of slow mornings?' }],
  });
  expect(evidence('offer', 'percent_off')?.evidence).toEqual([
    { field: 'copy', start: 29, end: 36, text: '30% off' },
  ]);
  expect(evidence('offer', 'free_shipping')?.evidence[0]?.text).toBe('free shipping');
  expect(evidence('offer', 'price')?.evidence[0]?.text).toBe('$50');
  expect(evidence('angle', 'pain')?.rule).toBe('angle.pain/pain-words');
  for (const tag of tags)
    for (const span of tag.evidence)
      if (span.field === 'copy') expect(copy.slice(span.start, span.end)).toBe(span.text);
});

test('a hook is how a field opens: the same question later on is none', () => {
  expect(names(tagsOf({ copy: 'Have you tried it yet? It is great.' }), 'hook')).toEqual([
    'question',
  ]);
  expect(names(tagsOf({ copy: 'It is great. Have you tried it yet?' }), 'hook')).toEqual([]);
});

test('the rules’ words without their meaning make no tag', () => {
  const tags = tagsOf({
    on_image_text:
      'Made from 100% organic cotton. Gluten-free, too. Years of trial and error went into it.',
    transcript: 'Non-stop comfort. Our never-ending summer collection is here.',
    media_type: 'video',
  });
  expect(names(tags, 'offer')).toEqual([]);
  // "100%" still reads as a number up front (a statistic): a known miss the benchmark counts.
  expect(names(tags, 'hook')).not.toContain('stop_never');
});

test('numbers in prices, discounts, names and trial lengths are no statistic; counts are', () => {
  expect(names(tagsOf({ headline: 'Save 40%: Echo Market 17 yoga mat' }), 'hook')).toEqual([]);
  expect(names(tagsOf({ on_image_text: 'Start a 30-day free trial.' }), 'hook')).toEqual([]);
  expect(names(tagsOf({ on_image_text: 'Over 25,000 five-star reviews.' }), 'hook')).toEqual([
    'statistic',
  ]);
});

test('a field in another language gives its language and no English rule reads it', () => {
  const tags = tagsOf({
    transcript: 'Schluss mit Rückenschmerzen, endlich wieder gut schlafen. Nur 19 € heute.',
    media_type: 'video',
  });
  expect(names(tags, 'lang').sort()).toEqual(['de', 'en']);
  expect(names(tags, 'offer')).toEqual([]);
  expect(names(tags, 'format')).toEqual(['video']);
});
