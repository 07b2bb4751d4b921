import {
  type KeywordNode,
  type KeywordTerm,
  parseKeywordQuery,
  type TagVocabularyTerm,
  readTagTerm,
} from '@adlens/shared-contracts';
import { likeContains } from '../../db/like-pattern';
import { fail } from '../../http/api-failure';
import { daysCondition, tagCondition } from '../tags/tag-query-sql';

/*
 * The boolean keyword query (decision 0032) as a WHERE condition over `ads a`. Values only ever
 * travel as parameters; the SQL text comes from the tree's shape alone. A word matches inside the
 * text as the plain keyword did (the platform's trigram index serves LIKE); a phrase matches as
 * whole words through a regular expression, which the same trigram index serves too.
 */

/** What the condition needs of the WHERE builder (search-sql's `SqlWhere`): numbered parameters. */
interface SqlWhere {
  param(value: unknown): string;
  add(clause: string): void;
}

/** The characters a PostgreSQL regular expression (ARE) reads as operators. */
const REGEX_OPERATORS = /[\\^$.|?*+()[\]{}]/g;
/** A word character as both engines read it: `[:alnum:]` depends on the server's locale. */
const WORD_CHAR = /^[a-z0-9_]$/;
const BOUNDARY_BEFORE = '(^|[^a-z0-9_])';
const BOUNDARY_AFTER = '($|[^a-z0-9_])';

/** A regular expression finding `phrase` (lower-cased) as whole words, spaced any way. */
export function phrasePattern(phrase: string): string {
  const body = phrase
    .split(' ')
    .map((word) => word.replace(REGEX_OPERATORS, (char) => `\\${char}`))
    .join('\\s+');
  const before = WORD_CHAR.test(phrase.charAt(0)) ? BOUNDARY_BEFORE : '';
  const after = WORD_CHAR.test(phrase.charAt(phrase.length - 1)) ? BOUNDARY_AFTER : '';
  return `${before}${body}${after}`;
}

function match(where: SqlWhere, column: string, term: KeywordTerm): string {
  const value = term.value.toLowerCase();
  return term.phrase
    ? `${column} ~ ${where.param(phrasePattern(value))}`
    : `${column} LIKE ${where.param(likeContains(value))}`;
}

/** The searcher's team vocabulary, which tag words read (decision 0068; the default one when absent). */
type TagTerms = readonly TagVocabularyTerm[] | undefined;

function termCondition(where: SqlWhere, term: KeywordTerm, terms: TagTerms): string {
  const tagTerm = term.field === null && !term.phrase ? readTagTerm(term.value) : null;
  if (tagTerm?.kind === 'tag') return tagCondition(where, tagTerm.family, tagTerm.tag, terms);
  if (tagTerm?.kind === 'days') return daysCondition(where, tagTerm.range);
  switch (term.field) {
    case null:
      return match(where, 'a.search_text', term);
    // Owners and domains are matched in their own (trigram-indexed) tables, then by id.
    case 'owner':
      return `a.owner_id IN (SELECT o.id FROM owners o WHERE ${match(where, 'lower(o.name)', term)})`;
    case 'domain':
      return `a.domain_id IN (SELECT d.id FROM domains d WHERE ${match(where, 'lower(d.name)', term)})`;
    case 'cta':
      // An ad without a call to action is one that `-cta:x` keeps, not an unknown.
      return match(where, "COALESCE(lower(a.cta), '')", term);
  }
}

function condition(where: SqlWhere, node: KeywordNode, terms: TagTerms): string {
  switch (node.kind) {
    case 'term':
      return termCondition(where, node, terms);
    case 'not':
      return `NOT (${condition(where, node.operand, terms)})`;
    case 'and':
    case 'or':
      return `(${node.operands
        .map((operand) => condition(where, operand, terms))
        .join(node.kind === 'and' ? ' AND ' : ' OR ')})`;
  }
}

function parsed(keyword: string | undefined): KeywordNode | null {
  const text = keyword?.trim();
  if (!text) return null;
  const result = parseKeywordQuery(text);
  // The contract's schema refuses these first; a caller that skipped it gets the same answer.
  if (!result.ok) throw fail.inline('keyword', result.error.message);
  return result.tree;
}

/** Adds the keyword query's condition to `where`; a blank keyword adds nothing. */
export function addKeywordQuery(
  where: SqlWhere,
  keyword: string | undefined,
  terms: TagTerms,
): void {
  const tree = parsed(keyword);
  if (tree) where.add(condition(where, tree, terms));
}

/** A query of more alternatives than this ranks by one text of all its words (decision 0078). */
export const MAX_RELEVANCE_ALTERNATIVES = 8;

/** The words or phrase a term looks for: none for a NOT, a field, a tag or a days range (0062). */
function termWords(node: KeywordTerm): string[] {
  return node.field === null && (node.phrase || readTagTerm(node.value) === null)
    ? [node.value.toLowerCase()]
    : [];
}

/** How many alternatives the query's OR expands to, counted no further than past the cap. */
function alternativeCount(node: KeywordNode): number {
  const capped = (count: number) => Math.min(count, MAX_RELEVANCE_ALTERNATIVES + 1);
  switch (node.kind) {
    case 'term':
    case 'not':
      return 1;
    case 'or':
      return capped(node.operands.reduce((sum, operand) => sum + alternativeCount(operand), 0));
    case 'and':
      return capped(
        node.operands.reduce((product, operand) => product * alternativeCount(operand), 1),
      );
  }
}

/**
 * The query's alternatives (its OR expanded), each as the words it looks for outside any NOT. An ad
 * matches through one alternative, so it is ranked by the one it fits best rather than by the words
 * of branches it never had to hold (decision 0078).
 */
function alternatives(node: KeywordNode): string[][] {
  switch (node.kind) {
    case 'term':
      return [termWords(node)];
    case 'not':
      return [[]];
    case 'or':
      return node.operands.flatMap(alternatives);
    case 'and':
      return node.operands.reduce<string[][]>(
        (sofar, operand) =>
          alternatives(operand).flatMap((right) => sofar.map((left) => [...left, ...right])),
        [[]],
      );
  }
}

/** Every word the query looks for outside any NOT, in one alternative. */
function allWords(node: KeywordNode): string[] {
  switch (node.kind) {
    case 'term':
      return termWords(node);
    case 'not':
      return [];
    case 'and':
    case 'or':
      return node.operands.flatMap(allWords);
  }
}

function namesTag(node: KeywordNode): boolean {
  switch (node.kind) {
    case 'term':
      return node.field === null && !node.phrase && readTagTerm(node.value)?.kind === 'tag';
    case 'not':
      return namesTag(node.operand);
    case 'and':
    case 'or':
      return node.operands.some(namesTag);
  }
}

/** Whether the query names a tag (`hook:`, `angle:`, `offer:`, `lang:`), the words a vocabulary reads. */
export function keywordNamesTag(keyword: string | undefined): boolean {
  const tree = parsed(keyword);
  return tree !== null && namesTag(tree);
}

/**
 * What "most relevant" ranks by: the texts of the query's alternatives, an ad scoring its best fit
 * among them, or null when the query looks for no text. Alternatives without words (a tag or a field
 * alone) add nothing to an ad's score, so they are left out.
 */
export function keywordRelevanceTexts(keyword: string | undefined): string[] | null {
  const tree = parsed(keyword);
  if (tree === null) return null;
  const expanded =
    alternativeCount(tree) > MAX_RELEVANCE_ALTERNATIVES ? [allWords(tree)] : alternatives(tree);
  const texts = [...new Set(expanded.map((words) => words.join(' ')))].filter(
    (text) => text !== '',
  );
  return texts.length === 0 ? null : texts;
}
