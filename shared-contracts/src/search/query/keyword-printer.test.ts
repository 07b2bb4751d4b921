import fc from 'fast-check';
import { parseKeywordQuery } from './keyword-parser';
import { isBareWord, keywordTermText, printKeywordQuery } from './keyword-printer';
import {
  KEYWORD_FIELDS,
  KEYWORD_QUERY_LIMITS,
  type KeywordNode,
  type KeywordTerm,
} from './keyword-query';

function canonical(text: string): string {
  const result = parseKeywordQuery(text);
  if (!result.ok) throw new Error(result.error.message);
  return printKeywordQuery(result.tree);
}

describe('printing keyword queries', () => {
  it.each([
    ['  red   AND shoes ', 'red shoes'],
    ['nike OR adidas shoes', '(nike OR adidas) shoes'],
    ['a b OR c', 'a (b OR c)'],
    ['(a b) OR c', '(a b) OR c'],
    ['NOT kids', '-kids'],
    ['NOT (a OR b)', '-(a OR b)'],
    ['NOT NOT a', 'a'],
    ['"free    shipping"', '"free shipping"'],
    ['Domain:shop.com OWNER:"Bold  Boots"', 'domain:shop.com owner:"Bold Boots"'],
    ['((a))', 'a'],
    ['a AND (b AND c)', 'a b c'],
  ])('prints %j as %j', (text, printed) => {
    expect(canonical(text)).toBe(printed);
  });

  it('is canonical: printing what it printed changes nothing', () => {
    for (const text of ['x OR y z -(p q) "a b" cta:go', 'NOT (a OR -b) c']) {
      expect(canonical(canonical(text))).toBe(canonical(text));
    }
  });

  it('quotes a suggestion that would not read back as one word', () => {
    expect(keywordTermText('boldboots.com')).toBe('boldboots.com');
    expect(keywordTermText('bold sale')).toBe('"bold sale"');
    expect(keywordTermText('-50%')).toBe('"-50%"');
    expect(keywordTermText('OR')).toBe('"OR"');
    expect(keywordTermText('owner:x')).toBe('"owner:x"');
    expect(keywordTermText('say "hi" (now)')).toBe('"say hi (now)"');
  });
});

/** Trees as the parser builds them: groups of 2+ with no same-kind child, no NOT of a NOT. */
const value = fc.stringMatching(/^[a-z0-9%_\\';.:é鞋🙂-]{1,6}$/u);
const termArb: fc.Arbitrary<KeywordTerm> = fc
  .record({
    field: fc.constantFrom(null, ...KEYWORD_FIELDS),
    phrase: fc.boolean(),
    words: fc.array(value, { minLength: 1, maxLength: 3 }),
  })
  .map(({ field, phrase, words }) => ({
    kind: 'term' as const,
    field,
    phrase: phrase || words.length > 1,
    value: words.join(' '),
  }))
  .filter((term) => term.phrase || isBareWord(term.value, term.field !== null));

const { tree: treeArb } = fc.letrec<{ tree: KeywordNode; group: KeywordNode }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    termArb,
    tie('group'),
    tie('group').map((operand) => ({ kind: 'not' as const, operand })),
  ),
  group: fc
    .record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      operands: fc.array(tie('tree'), { minLength: 2, maxLength: 3 }),
    })
    .map(({ kind, operands }) => ({
      kind,
      operands: operands.flatMap((operand) =>
        operand.kind === kind
          ? operand.kind === 'and' || operand.kind === 'or'
            ? operand.operands
            : []
          : [operand],
      ),
    })),
}));

function size(node: KeywordNode): { terms: number; depth: number } {
  if (node.kind === 'term') return { terms: 1, depth: 0 };
  const children = node.kind === 'not' ? [node.operand] : node.operands;
  const sizes = children.map(size);
  return {
    terms: sizes.reduce((sum, item) => sum + item.terms, 0),
    depth: 1 + Math.max(...sizes.map((item) => item.depth)),
  };
}

it('reads back every tree it prints as the same tree', () => {
  fc.assert(
    fc.property(treeArb, (tree) => {
      const printed = printKeywordQuery(tree);
      const { terms, depth } = size(tree);
      fc.pre(
        printed.length <= KEYWORD_QUERY_LIMITS.maxLength &&
          terms <= KEYWORD_QUERY_LIMITS.maxTerms &&
          depth <= KEYWORD_QUERY_LIMITS.maxDepth,
      );
      expect(parseKeywordQuery(printed)).toEqual({ ok: true, tree });
    }),
    // A fixed seed: every run checks the same cases (nothing passes or fails by chance).
    { numRuns: 1000, seed: 42 },
  );
});
