import {
  AD_TAG_VOCABULARY_VERSION,
  type AdTag,
  type AdTagEvidence,
  type AdTextField,
} from '@adlens/shared-contracts';
import { TAG_RULES } from './tag-rules';
import { analyseText, languageOf } from './text-analysis';

/** What the tagger reads of an ad: its texts and its media kind, nothing else. */
export interface TaggerInput {
  headline: string;
  copy: string;
  cta: string | null;
  on_image_text: string | null;
  transcript: string | null;
  media_type: 'image' | 'video' | 'carousel';
}

const TEXT_FIELDS = ['headline', 'copy', 'cta', 'on_image_text', 'transcript'] as const;

function evidence(field: AdTextField, text: string, start: number, end: number): AdTagEvidence {
  return { field, start, end, text: text.slice(start, end) };
}

/**
 * Tags one ad (decision 0062): each tag once, with every span that made it and the rules that read
 * them. The hook, angle and offer rules are English; a field in another language gives only its
 * language tag.
 */
export function tagAd(input: TaggerInput): AdTag[] {
  const found = new Map<string, AdTag>();
  const add = (family: AdTag['family'], tag: string, rule: string, spans: AdTagEvidence[]) => {
    const key = `${family}:${tag}`;
    const known = found.get(key);
    if (!known) {
      found.set(key, {
        family,
        tag,
        rule,
        vocabulary_version: AD_TAG_VOCABULARY_VERSION,
        evidence: spans,
      });
      return;
    }
    known.evidence.push(...spans);
    if (!known.rule.split(', ').includes(rule)) known.rule = `${known.rule}, ${rule}`;
  };
  for (const field of TEXT_FIELDS) {
    const text = input[field];
    if (!text) continue;
    // Headlines and buttons are short and full of names: too little to tell a language by.
    const analysis = analyseText(text);
    const language = field === 'headline' || field === 'cta' ? null : languageOf(text, analysis);
    if (language)
      add('lang', language, 'lang.franc-min/trigrams', [evidence(field, text, 0, text.length)]);
    if (language !== null && language !== 'en') continue;
    for (const rule of TAG_RULES) {
      const spans = rule.find(text, analysis);
      if (spans.length > 0)
        add(
          rule.family,
          rule.tag,
          rule.id,
          spans.map((span) => evidence(field, text, span.start, span.end)),
        );
    }
  }
  add('format', input.media_type, 'format.media/kind', [
    evidence('media', input.media_type, 0, input.media_type.length),
  ]);
  return [...found.values()];
}
