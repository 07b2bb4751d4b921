import { normalisePhrase } from './keyword-lexer';
import { KEYWORD_FIELDS, type KeywordNode, type KeywordTerm } from './keyword-query';

const FIELD_LIKE = new RegExp(`^(${KEYWORD_FIELDS.join('|')}):`, 'i');

/** A value the parser reads back as the same single word (no operator, prefix or break). */
export function isBareWord(value: string, afterField = false): boolean {
  if (!/^[^\s()"]+$/u.test(value)) return false;
  // A field's value is read as written up to the next break.
  if (afterField) return true;
  return !value.startsWith('-') && !['AND', 'OR', 'NOT'].includes(value) && !FIELD_LIKE.test(value);
}

function printTerm(term: KeywordTerm): string {
  const field = term.field ? `${term.field}:` : '';
  // A hand-built word that would not read back as one word is printed as the closest phrase.
  if (!term.phrase && isBareWord(term.value, term.field !== null)) return `${field}${term.value}`;
  return `${field}"${normalisePhrase(term.value.replaceAll('"', ' '))}"`;
}

function printOperand(node: KeywordNode): string {
  const text = printKeywordQuery(node);
  // Every nested group is bracketed, so the canonical text reads the same under either precedence.
  return node.kind === 'and' || node.kind === 'or' ? `(${text})` : text;
}

/**
 * The canonical text of a tree: single spaces, implied AND, `-` for NOT, every nested group in
 * parentheses. `printKeywordQuery(parse(text))` parses back to the same tree.
 */
export function printKeywordQuery(node: KeywordNode): string {
  switch (node.kind) {
    case 'term':
      return printTerm(node);
    case 'not':
      return `-${printOperand(node.operand)}`;
    case 'and':
      return node.operands.map((operand) => printOperand(operand)).join(' ');
    case 'or':
      return node.operands.map((operand) => printOperand(operand)).join(' OR ');
  }
}

/** How a suggestion's label goes into a query: a bare word when it reads back as one, else a phrase. */
export function keywordTermText(label: string): string {
  const value = label.trim();
  return printTerm({ kind: 'term', field: null, value, phrase: !isBareWord(value) });
}
