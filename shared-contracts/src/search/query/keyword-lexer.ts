import { KEYWORD_FIELDS, type KeywordField } from './keyword-query';
import { KeywordSyntaxError } from './keyword-syntax-error';

export type KeywordToken =
  | { type: 'word' | 'phrase'; value: string; start: number; end: number }
  | { type: 'field'; field: KeywordField; start: number; end: number }
  | { type: 'and' | 'or' | 'not' | 'minus'; start: number; end: number }
  | { type: 'open' | 'close'; start: number; end: number };

// A Map, not an object: a word such as `valueOf` must not find an inherited property.
const OPERATORS = new Map<string, 'and' | 'or' | 'not'>([
  ['AND', 'and'],
  ['OR', 'or'],
  ['NOT', 'not'],
]);
const SPACE = /\s/u;
/** Characters that end a word: space, parentheses and quotes. */
const BREAK = /[\s()"]/u;
const FIELD_PREFIX = /^([a-z]+):/i;

function isField(name: string): name is KeywordField {
  return (KEYWORD_FIELDS as readonly string[]).includes(name);
}

/** Collapses runs of white space to one space, as a phrase matches across any spacing. */
export function normalisePhrase(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Splits a query into tokens; fails on what no grammar rule could read (quotes, bare `-`). */
export function lexKeywordQuery(text: string): KeywordToken[] {
  const tokens: KeywordToken[] = [];
  let at = 0;

  const wordEnd = (from: number): number => {
    let end = from;
    while (end < text.length && !BREAK.test(text.charAt(end))) end += 1;
    return end;
  };

  const readPhrase = (): void => {
    const close = text.indexOf('"', at + 1);
    if (close < 0) throw new KeywordSyntaxError(text, 'Unclosed quote', at, text.length);
    const value = normalisePhrase(text.slice(at + 1, close));
    if (value === '') throw new KeywordSyntaxError(text, 'Empty phrase', at, close + 1);
    tokens.push({ type: 'phrase', value, start: at, end: close + 1 });
    at = close + 1;
  };

  while (at < text.length) {
    const char = text.charAt(at);
    if (SPACE.test(char)) {
      at += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close', start: at, end: at + 1 });
      at += 1;
    } else if (char === '"') {
      readPhrase();
    } else if (char === '-') {
      const next = text.charAt(at + 1);
      if (next === '' || SPACE.test(next) || next === ')') {
        throw new KeywordSyntaxError(text, '- needs a term right after it', at, at + 1);
      }
      tokens.push({ type: 'minus', start: at, end: at + 1 });
      at += 1;
    } else {
      const end = wordEnd(at);
      const word = text.slice(at, end);
      const operator = OPERATORS.get(word);
      const prefix = FIELD_PREFIX.exec(word);
      const field = prefix?.[1]?.toLowerCase();
      if (operator) {
        tokens.push({ type: operator, start: at, end });
        at = end;
      } else if (prefix && field !== undefined && isField(field)) {
        const valueStart = at + prefix[0].length;
        tokens.push({ type: 'field', field, start: at, end: valueStart });
        if (valueStart < end) {
          // A field's value is taken as written: `domain:-x` or `cta:OR` look for "-x" and "OR".
          tokens.push({ type: 'word', value: text.slice(valueStart, end), start: valueStart, end });
          at = end;
        } else if (text.charAt(valueStart) === '"') {
          at = valueStart;
          readPhrase();
        } else {
          throw new KeywordSyntaxError(
            text,
            `${field}: needs a word or a "phrase"`,
            at,
            valueStart,
          );
        }
      } else {
        tokens.push({ type: 'word', value: word, start: at, end });
        at = end;
      }
    }
  }
  return tokens;
}
