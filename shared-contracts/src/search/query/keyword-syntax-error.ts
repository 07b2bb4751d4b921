import type { KeywordQueryError } from './keyword-query';

/** The column a user counts to: characters (code points, not UTF-16 units) from 1. */
export function columnOf(text: string, index: number): number {
  return Array.from(text.slice(0, index)).length + 1;
}

/** Thrown inside the lexer and parser; `parseKeywordQuery` turns it into its error result. */
export class KeywordSyntaxError extends Error {
  override readonly name = 'KeywordSyntaxError';
  readonly detail: KeywordQueryError;

  constructor(text: string, problem: string, start: number, end: number, suffix = '') {
    const message = `${problem} at ${columnOf(text, start)}${suffix}`;
    super(message);
    this.detail = { message, start, end };
  }
}
