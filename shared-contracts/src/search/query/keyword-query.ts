/**
 * The boolean keyword query of the search box and the owner page (decision 0032): words, "exact
 * phrases", AND (also implied between terms), OR, NOT or a leading `-`, parentheses and the field
 * prefixes `domain:`, `owner:` and `cta:`. A word such as `hook:question` or `days:>30` is a tag or
 * days term (`readTagTerm`, decision 0062). OR binds tighter than AND, as in web search engines:
 * `nike OR adidas shoes` means `(nike OR adidas) shoes`.
 */

/** Prefixes that narrow a term to one field of an ad; without one a term matches the ad's text. */
export const KEYWORD_FIELDS = ['domain', 'owner', 'cta'] as const;
export type KeywordField = (typeof KEYWORD_FIELDS)[number];

/** Bounds that keep parsing and the SQL built from a query small, whatever is typed. */
export const KEYWORD_QUERY_LIMITS = {
  /** Characters, as the keyword field allows. */
  maxLength: 200,
  /** Nested parentheses and negations. */
  maxDepth: 8,
  /** Words and phrases. */
  maxTerms: 20,
} as const;

/**
 * A word matches anywhere inside the text (`shoe` finds "shoes"); a phrase matches its words in
 * this order as whole words. Both ignore case.
 */
export interface KeywordTerm {
  kind: 'term';
  field: KeywordField | null;
  value: string;
  phrase: boolean;
}

export interface KeywordNot {
  kind: 'not';
  operand: KeywordNode;
}

/** At least two operands, none of them of the same kind (nested groups are flattened). */
export interface KeywordGroup {
  kind: 'and' | 'or';
  operands: KeywordNode[];
}

export type KeywordNode = KeywordTerm | KeywordNot | KeywordGroup;

/** Where a query went wrong: `start`/`end` index the text (UTF-16, end exclusive) for a highlight. */
export interface KeywordQueryError {
  /** Says what and where, counting characters from 1: "Unclosed quote at 14". */
  message: string;
  start: number;
  end: number;
}

export type KeywordParseResult =
  { ok: true; tree: KeywordNode } | { ok: false; error: KeywordQueryError };
