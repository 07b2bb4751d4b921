import type { AdTagQueryField } from '@adlens/shared-contracts';
import { TAG_RULES } from '../tags/tag-rules';

/** The language tags come from one reader (franc-min), not from a word rule. */
const LANGUAGE_RULE = 'lang.franc-min/trigrams';

/** The ids of the tagger's rules that write any of `tags` in `family`. */
export function rulesFeeding(family: AdTagQueryField, tags: readonly string[]): string[] {
  if (family === 'lang') return [LANGUAGE_RULE];
  return TAG_RULES.filter((rule) => rule.family === family && tags.includes(rule.tag)).map(
    (rule) => rule.id,
  );
}
