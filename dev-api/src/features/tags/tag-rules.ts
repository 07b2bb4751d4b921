import type { AdTagFamily } from '@adlens/shared-contracts';
import type { TextAnalysis, TextToken } from './text-analysis';

/**
 * The tagger's rules (decision 0062). A rule reads one field's text and returns the character spans
 * that made its tag. `opening` rules read only the field's first sentence: a hook is how an ad
 * opens, so the same question in the middle of a transcript is no hook.
 */
export interface Span {
  start: number;
  end: number;
}

export interface TagRule {
  id: string;
  family: AdTagFamily;
  tag: string;
  find(text: string, analysis: TextAnalysis): Span[];
}

/** Rules run over every field of every ad: each pattern is made global once, not per call. */
const globalPatterns = new WeakMap<RegExp, RegExp>();

function globalOf(pattern: RegExp): RegExp {
  const known = globalPatterns.get(pattern);
  if (known) return known;
  const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  globalPatterns.set(pattern, global);
  return global;
}

function matches(pattern: RegExp, text: string, from = 0, to = text.length): Span[] {
  const spans: Span[] = [];
  const part = from === 0 && to === text.length ? text : text.slice(from, to);
  for (const found of part.matchAll(globalOf(pattern))) {
    if (found[0] === '') continue;
    spans.push({ start: from + found.index, end: from + found.index + found[0].length });
  }
  return spans;
}

function opening(analysis: TextAnalysis): Span {
  return analysis.sentences[0] ?? { start: 0, end: 0 };
}

/**
 * "Before: messy. After: done." splits into two sentences: an opening that starts with "before"
 * reads on into the next one.
 */
function beforeAfterHook(pattern: RegExp): TagRule {
  return {
    id: 'hook.before_after/opening-contrast',
    family: 'hook',
    tag: 'before_after',
    find(text, analysis) {
      const first = opening(analysis);
      const startsBefore = /^\s*before\b/i.test(text.slice(first.start, first.end));
      const end = startsBefore ? (analysis.sentences[1]?.end ?? first.end) : first.end;
      return matches(pattern, text, first.start, end);
    },
  };
}

function anywhere(family: AdTagFamily, tag: string, name: string, pattern: RegExp): TagRule {
  return { id: `${family}.${tag}/${name}`, family, tag, find: (text) => matches(pattern, text) };
}

function inOpening(family: AdTagFamily, tag: string, name: string, pattern: RegExp): TagRule {
  return {
    id: `${family}.${tag}/${name}`,
    family,
    tag,
    find(text, analysis) {
      const first = opening(analysis);
      return matches(pattern, text, first.start, first.end);
    },
  };
}

/** A number that is a price or a discount says "offer", not "statistic". */
/** So is a day marker ("day 30"), a trial's or guarantee's length, and stock left ("only 3 left"). */
const OFFER_NUMBER_BEFORE = /(?:[$€£]|\bsave\s+|\bup to\s+|\bday\s*|-)\s*$/i;
const OFFER_NUMBER_AFTER =
  /^\s*(?:%\s*(?:off|discount)|[$€£]|(?:usd|eur|gbp|dollars|euros)\b|[- ]day (?:free )?(?:trial|money|guarantee)|left\b)/i;
/** "Echo Market 17": a number after a capitalised word mid-sentence belongs to a name. */
function inName(previous: TextToken | undefined, index: number): boolean {
  return index > 1 && previous !== undefined && /^[A-Z][a-z]/.test(previous.value);
}

const WRITTEN_STATISTIC =
  /\b(?:nine|eight|seven|six|four|three|two) (?:out of|in) (?:ten|five)\b|\b(?:thousands|millions) of\b/i;

const statisticHook: TagRule = {
  id: 'hook.statistic/opening-number',
  family: 'hook',
  tag: 'statistic',
  find(text, analysis) {
    const first = opening(analysis);
    const inOpening = analysis.tokens.filter(
      (token) => token.start >= first.start && token.end <= first.end,
    );
    const numbers = inOpening
      .filter((token, index) => token.type === 'number' && !inName(inOpening[index - 1], index))
      .filter(
        (token) =>
          !OFFER_NUMBER_BEFORE.test(text.slice(Math.max(0, token.start - 8), token.start)) &&
          !OFFER_NUMBER_AFTER.test(text.slice(token.end, token.end + 24)),
      )
      .map(({ start, end }) => ({ start, end }));
    return [...numbers, ...matches(WRITTEN_STATISTIC, text, first.start, first.end)];
  },
};

const questionHook: TagRule = {
  id: 'hook.question/opening-asks',
  family: 'hook',
  tag: 'question',
  find(text, analysis) {
    const first = opening(analysis);
    const sentence = text.slice(first.start, first.end).trimEnd();
    return sentence.endsWith('?')
      ? [{ start: first.start, end: first.start + sentence.length }]
      : [];
  },
};

const testimonialHook: TagRule = {
  id: 'hook.testimonial/opens-with-quote',
  family: 'hook',
  tag: 'testimonial',
  // A quote of three words or more that the field opens with; a quoted product name is shorter.
  find: (text) => matches(/^\s*["“](?:[^"”]+\s){2,}[^"”]+["”]/, text),
};

export const TAG_RULES: readonly TagRule[] = [
  questionHook,
  statisticHook,
  inOpening(
    'hook',
    'stop_never',
    'opening-imperative',
    /^\s*(?:stop|never|don['’]t|do not|quit)\b(?!-)/i,
  ),
  inOpening(
    'hook',
    'point_of_view',
    'opening-pov',
    /^\s*(?:pov\b|point of view\b|me (?:after|when|trying)\b|that feeling when\b|when you finally\b|you, (?:after|when)\b)/i,
  ),
  testimonialHook,
  beforeAfterHook(
    /\bbefore\b[^.?!]{0,40}\bafter\b|\bfrom\s+[\w-]+(?:\s[\w-]+)?\s+to\s+[\w-]+(?:\s[\w-]+)?\s+in\s+(?:\d+|one|two|three|four|six)\s+(?:days|weeks|months)\b|\bday\s*1\b[^.?!]{0,20}\bday\s*\d+\b/i,
  ),
  anywhere(
    'angle',
    'pain',
    'pain-words',
    /\b(?:tired of|sick of|struggling (?:with|to)|struggle with|fed up with|frustrat\w*|hate (?:it )?when|aching|back pain|sleepless|overwhelmed|wasting (?:hours|money|time)|can['’]t sleep|embarrass\w*|stressed)\b/i,
  ),
  anywhere(
    'angle',
    'gain',
    'benefit-words',
    /\b(?:boost\w*|feel (?:confident|great|amazing|better)|glow\w*|level up|get more done|transform\w*|upgrade your|results you can see|sleep better|stronger|save (?:hours|time)|effortless\w*|easier|energi[sz]ed|f(?:ee|el)t the difference)\b/i,
  ),
  anywhere(
    'angle',
    'social_proof',
    'crowd-words',
    /\b(?:loved by|join(?:ed)? (?:thousands|millions|over|more than|\d)|trusted by|customers (?:say|love)|(?:\d[\d,.]*\+?|thousands of|millions of) (?:happy )?(?:customers|users|buyers|members|reviews)|rated \d|best[- ]?sell\w*|five[- ]star|\d(?:\.\d)?[- ]star|verified buyers?)\b/i,
  ),
  anywhere(
    'angle',
    'authority',
    'expert-words',
    /\b(?:dermatologists?|doctors?|physicians?|clinically|experts?|award[- ]winning|certified|as seen (?:on|in)|recommended by|approved by|scientists?|nutritionists?|patented|lab[- ]tested|endorsed)\b/i,
  ),
  anywhere(
    'angle',
    'urgency',
    'deadline-words',
    /\b(?:last chance|limited (?:time|offer|stock|edition)|only this week|ends (?:tonight|today|soon|sunday|friday|at midnight)|before midnight|while (?:stocks?|supplies) last|hurry|don['’]t miss out|today only|only \d+ left|final hours|expires)\b/i,
  ),
  anywhere(
    'angle',
    'price',
    'value-words',
    /\b(?:no hidden fees|affordable|half the price|cheap\w*|budget[- ]friendly|(?:under|only) [$€£]\d+|less than [$€£]?\d+ a (?:day|month)|save money|discount|price drop|lowest price|for just)\b/i,
  ),
  anywhere(
    'offer',
    'price',
    'currency-amount',
    /[$€£]\s?\d[\d,]*(?:\.\d{2})?|\b\d[\d,]*(?:\.\d{2})?\s?(?:USD|EUR|GBP|dollars|euros)\b/i,
  ),
  anywhere(
    'offer',
    'percent_off',
    'percent-discount',
    /\b\d{1,2}\s?%\s?(?:off|discount)|\bsave (?:up to )?\d{1,2}\s?%|(?<![\w-])-\d{1,2}\s?%/i,
  ),
  anywhere(
    'offer',
    'free_shipping',
    'free-delivery',
    /\b(?:free (?:shipping|delivery|postage)|ships? (?:for )?free|delivered free|no shipping (?:costs|fees))\b/i,
  ),
  anywhere(
    'offer',
    'trial',
    'trial-words',
    /\b(?:free trial|\d+[- ]day (?:free )?trial|try (?:it )?(?:free|for free)|first (?:month|week) free|risk[- ]free trial)\b/i,
  ),
  anywhere(
    'offer',
    'guarantee',
    'guarantee-words',
    /\b(?:money[- ]back|guarantee[d]?|risk[- ]free|full refund|no questions asked)\b/i,
  ),
];
