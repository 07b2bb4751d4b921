import { keywordTermText } from './keyword-printer';
import { KEYWORD_FIELDS } from './keyword-query';

/** The term being typed at the end of a query: what live suggestions look up. */
export interface TrailingTerm {
  value: string;
  /** Where the replaceable text starts (after any `-` and field prefix; at the quote of a phrase). */
  start: number;
}

const FIELD_PREFIX = new RegExp(`^(${KEYWORD_FIELDS.join('|')}):`, 'i');

/**
 * The last term of a query as typed so far, or null when the text ends in a space, a bracket, a
 * closed phrase or an operator. An open phrase (`shoes "bold sa`) counts, from its quote.
 */
export function trailingTerm(text: string): TrailingTerm | null {
  const quotes = [...text.matchAll(/"/g)];
  const lastQuote = quotes.at(-1)?.index;
  if (quotes.length % 2 === 1 && lastQuote !== undefined) {
    const value = text.slice(lastQuote + 1).trim();
    return value ? { value, start: lastQuote } : null;
  }
  const word = /[^\s()"]+$/u.exec(text);
  if (!word || ['AND', 'OR', 'NOT'].includes(word[0])) return null;
  let start = word.index;
  let value = word[0];
  const minus = /^-+/.exec(value)?.[0].length ?? 0;
  start += minus;
  value = value.slice(minus);
  const prefix = FIELD_PREFIX.exec(value)?.[0].length ?? 0;
  start += prefix;
  value = value.slice(prefix);
  return value ? { value, start } : null;
}

/** The query with its trailing term replaced by a chosen suggestion (quoted when it needs to be). */
export function replaceTrailingTerm(text: string, label: string): string {
  const term = trailingTerm(text);
  const replacement = keywordTermText(label);
  if (!term) return `${text.trimEnd()} ${replacement}`.trim();
  return `${text.slice(0, term.start)}${replacement}`;
}
