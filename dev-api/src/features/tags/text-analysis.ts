import { franc } from 'franc-min';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * Sentences and tokens of one text field with their character offsets (wink-nlp and the English
 * model inside its npm package), and the field's language (franc-min's trigram profiles). Both
 * libraries read only what they ship: nothing is fetched (decision 0062).
 */
export interface TextToken {
  start: number;
  end: number;
  type: string;
  value: string;
}

export interface TextAnalysis {
  sentences: { start: number; end: number }[];
  tokens: TextToken[];
  /** Share of the words that are English stop words in wink's model ("the", "your", "up"). */
  englishStopWords: number;
}

// Sentence breaks only: tokens, their types and stop words come with every document; part of speech,
// entities and sentiment cost time on every read and no rule uses them.
const nlp = winkNLP(model, ['sbd']);
const its = nlp.its;

/** Languages the seed and the crawlers see, as franc's ISO 639-3 codes and the tag they become. */
const LANGUAGE_TAGS = new Map([
  ['eng', 'en'],
  ['deu', 'de'],
  ['fra', 'fr'],
  ['spa', 'es'],
  ['ita', 'it'],
  ['por', 'pt'],
  ['nld', 'nl'],
  ['jpn', 'ja'],
]);
const FRANC_ONLY = [...LANGUAGE_TAGS.keys()];
/** Below this many characters a trigram profile says little: no language is claimed. */
export const MIN_LANGUAGE_CHARS = 45;

/** Seeded and crawled copy repeats a great deal; a bounded memo keeps re-reading cheap. */
const MEMO_LIMIT = 20_000;
const analyses = new Map<string, TextAnalysis>();

function locate(text: string, parts: string[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const part of parts) {
    const start = text.indexOf(part, cursor);
    if (part === '' || start < 0) continue;
    spans.push({ start, end: start + part.length });
    cursor = start + part.length;
  }
  return spans;
}

function analyse(text: string): TextAnalysis {
  const doc = nlp.readDoc(text);
  const sentences = locate(text, doc.sentences().out());
  const values = doc.tokens().out();
  const types = doc.tokens().out(its.type);
  const stopWords = doc.tokens().out(its.stopWordFlag);
  const words = types.filter((type) => type === 'word').length;
  const englishStops = types.filter((type, at) => type === 'word' && stopWords[at]).length;
  const spans = locate(text, values);
  // locate skips what it cannot find, so tokens pair with spans by value, not by index.
  const tokens: TextToken[] = [];
  let index = 0;
  for (const span of spans) {
    const value = text.slice(span.start, span.end);
    while (index < values.length && values[index] !== value) index += 1;
    tokens.push({ ...span, value, type: String(types[index] ?? 'word') });
    index += 1;
  }
  return {
    sentences: sentences.length > 0 ? sentences : [{ start: 0, end: text.length }],
    tokens,
    englishStopWords: words === 0 ? 0 : englishStops / words,
  };
}

export function analyseText(text: string): TextAnalysis {
  const known = analyses.get(text);
  if (known) return known;
  const analysis = analyse(text);
  if (analyses.size >= MEMO_LIMIT) analyses.clear();
  analyses.set(text, analysis);
  return analysis;
}

/**
 * English text is thick with stop words (a third of its words or more); French, German or Spanish
 * copy has next to none of English's. Trigram profiles of a short English line can favour Dutch or
 * French ("Sleep better, wake up stronger"), so English is told by its stop words first.
 */
const ENGLISH_STOP_WORD_SHARE = 0.15;

/** The field's language tag, or null when the text is too short to say. */
export function languageOf(text: string, analysis: TextAnalysis): string | null {
  if (text.length < MIN_LANGUAGE_CHARS) return null;
  if (analysis.englishStopWords >= ENGLISH_STOP_WORD_SHARE) return 'en';
  const code = franc(text, { only: FRANC_ONLY, minLength: MIN_LANGUAGE_CHARS });
  return LANGUAGE_TAGS.get(code) ?? null;
}
