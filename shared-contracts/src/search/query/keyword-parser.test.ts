import fc from 'fast-check';
import { KEYWORD_QUERY_LIMITS, type KeywordNode, type KeywordParseResult } from './keyword-query';
import { parseKeywordQuery } from './keyword-parser';
import { printKeywordQuery } from './keyword-printer';

const word = (value: string, field: 'domain' | 'owner' | 'cta' | null = null): KeywordNode => ({
  kind: 'term',
  field,
  value,
  phrase: false,
});
const phrase = (value: string, field: 'domain' | 'owner' | 'cta' | null = null): KeywordNode => ({
  kind: 'term',
  field,
  value,
  phrase: true,
});
const not = (operand: KeywordNode): KeywordNode => ({ kind: 'not', operand });
const and = (...operands: KeywordNode[]): KeywordNode => ({ kind: 'and', operands });
const or = (...operands: KeywordNode[]): KeywordNode => ({ kind: 'or', operands });

function tree(text: string): KeywordNode {
  const result = parseKeywordQuery(text);
  if (!result.ok) throw new Error(`expected "${text}" to parse: ${result.error.message}`);
  return result.tree;
}

function failure(text: string) {
  const result: KeywordParseResult = parseKeywordQuery(text);
  if (result.ok) throw new Error(`expected "${text}" to fail, got ${JSON.stringify(result.tree)}`);
  return result.error;
}

describe('reading keyword queries', () => {
  it('reads one word as a term, as the plain keyword always was', () => {
    expect(tree('shoes')).toEqual(word('shoes'));
    expect(tree('  shoes  ')).toEqual(word('shoes'));
  });

  it('joins terms with AND by default and with an explicit AND alike', () => {
    expect(tree('red shoes')).toEqual(and(word('red'), word('shoes')));
    expect(tree('red AND shoes')).toEqual(tree('red shoes'));
  });

  it('binds OR tighter than AND, as web search does', () => {
    expect(tree('nike OR adidas shoes')).toEqual(
      and(or(word('nike'), word('adidas')), word('shoes')),
    );
    expect(tree('shoes nike OR adidas')).toEqual(
      and(word('shoes'), or(word('nike'), word('adidas'))),
    );
  });

  it('groups with parentheses and flattens groups of the same kind', () => {
    expect(tree('(a b) OR c')).toEqual(or(and(word('a'), word('b')), word('c')));
    expect(tree('a (b c)')).toEqual(and(word('a'), word('b'), word('c')));
    expect(tree('((a OR b) OR c)')).toEqual(or(word('a'), word('b'), word('c')));
  });

  it('negates with NOT or a leading minus, and NOT NOT cancels', () => {
    expect(tree('shoes -kids')).toEqual(and(word('shoes'), not(word('kids'))));
    expect(tree('shoes NOT kids')).toEqual(tree('shoes -kids'));
    expect(tree('-(a OR b)')).toEqual(not(or(word('a'), word('b'))));
    expect(tree('NOT NOT a')).toEqual(word('a'));
    expect(tree('--a')).toEqual(word('a'));
  });

  it('reads NOT at the start as an exclusion on its own', () => {
    expect(tree('NOT kids')).toEqual(not(word('kids')));
    expect(tree('-kids shoes')).toEqual(and(not(word('kids')), word('shoes')));
  });

  it('keeps a hyphen inside a word as part of the word', () => {
    expect(tree('t-shirt anti-aging')).toEqual(and(word('t-shirt'), word('anti-aging')));
  });

  it('reads exact phrases with their spacing collapsed and operators inside taken literally', () => {
    expect(tree('"free   shipping"')).toEqual(phrase('free shipping'));
    expect(tree('"rock AND roll" -"(sale)"')).toEqual(
      and(phrase('rock AND roll'), not(phrase('(sale)'))),
    );
  });

  it('reads the field prefixes, with a word or a phrase, in any case', () => {
    expect(tree('domain:shop.com owner:"Bold Boots" CTA:shop')).toEqual(
      and(word('shop.com', 'domain'), phrase('Bold Boots', 'owner'), word('shop', 'cta')),
    );
    expect(tree('-domain:x.com')).toEqual(not(word('x.com', 'domain')));
  });

  it('takes unknown prefixes and links as plain words', () => {
    expect(tree('https://shop.com size:42')).toEqual(
      and(word('https://shop.com'), word('size:42')),
    );
  });

  it('takes lower-case and, or, not as words', () => {
    expect(tree('rock and roll')).toEqual(and(word('rock'), word('and'), word('roll')));
  });

  it('keeps SQL and LIKE metacharacters as text, to be matched literally', () => {
    expect(tree("50% off_now \\ it's; DROP")).toEqual(
      and(word('50%'), word('off_now'), word('\\'), word("it's;"), word('DROP')),
    );
    expect(tree("'; DELETE FROM ads; x--")).toEqual(
      and(word("';"), word('DELETE'), word('FROM'), word('ads;'), word('x--')),
    );
    expect(tree('valueOf constructor __proto__')).toEqual(
      and(word('valueOf'), word('constructor'), word('__proto__')),
    );
  });

  it('reads unicode words and phrases', () => {
    expect(tree('café "größe 42" 鞋子 🙂')).toEqual(
      and(word('café'), phrase('größe 42'), word('鞋子'), word('🙂')),
    );
  });
});

describe('refusing malformed keyword queries, pointing at the problem', () => {
  it.each([
    ['shoes "free shipping', 'Unclosed quote at 7', 6],
    ['a ""', 'Empty phrase at 3', 2],
    ['a "   "', 'Empty phrase at 3', 2],
    ['(a OR b', 'Unclosed ( at 1', 0],
    ['a OR b)', 'Unmatched ) at 7', 6],
    ['a ()', 'Empty parentheses at 3', 2],
    ['OR a', 'OR needs a term before it at 1', 0],
    ['AND', 'AND needs a term before it at 1', 0],
    ['a OR', 'OR needs a term after it at 3', 2],
    ['a AND OR b', 'AND needs a term after it at 3', 2],
    ['a OR AND b', 'OR needs a term after it at 3', 2],
    ['NOT', 'NOT needs a term after it at 1', 0],
    ['a NOT', 'NOT needs a term after it at 3', 2],
    ['a - b', '- needs a term right after it at 3', 2],
    ['a -', '- needs a term right after it at 3', 2],
    ["'; DELETE FROM ads; --", '- needs a term right after it at 22', 21],
    ['-OR a', '- needs a term after it at 1', 0],
    ['(OR a)', 'OR needs a term before it at 2', 1],
    ['domain: shoes', 'domain: needs a word or a "phrase" at 1', 0],
    ['owner:', 'owner: needs a word or a "phrase" at 1', 0],
    ['a cta:(b)', 'cta: needs a word or a "phrase" at 3', 2],
  ])('%j: %s', (text, message, start) => {
    const error = failure(text);
    expect(error.message).toBe(message);
    expect(error.start).toBe(start);
    expect(error.end).toBeGreaterThan(start);
  });

  it('counts the position in characters, not in UTF-16 units', () => {
    const error = failure('🙂🙂 "open');
    expect(error.message).toBe('Unclosed quote at 4');
    expect(error.start).toBe(5);
  });

  it('asks for a word when there is none', () => {
    expect(failure('').message).toBe('Type a word to search at 1');
    expect(failure('   ').message).toBe('Type a word to search at 1');
  });

  it('refuses a query longer than the keyword field allows', () => {
    const error = failure('a'.repeat(KEYWORD_QUERY_LIMITS.maxLength + 1));
    expect(error.message).toBe('Query is too long (at most 200 characters)');
    expect(parseKeywordQuery('a'.repeat(KEYWORD_QUERY_LIMITS.maxLength)).ok).toBe(true);
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    const { maxDepth } = KEYWORD_QUERY_LIMITS;
    expect(tree(`${'('.repeat(maxDepth)}a${')'.repeat(maxDepth)}`)).toEqual(word('a'));
    const deep = `${'('.repeat(maxDepth + 1)}a${')'.repeat(maxDepth + 1)}`;
    expect(failure(deep).message).toBe(`Too deeply nested at ${maxDepth + 1} (at most 8 levels)`);
    expect(failure(`${'NOT '.repeat(maxDepth + 1)}a`).message).toMatch(/^Too deeply nested/);
    expect(failure('('.repeat(100)).message).toMatch(/^Too deeply nested at 9/);
    expect(failure('-'.repeat(150) + 'a').message).toMatch(/^Too deeply nested at 9/);
  });

  it('refuses more terms than the limit', () => {
    const { maxTerms } = KEYWORD_QUERY_LIMITS;
    const words = Array.from({ length: maxTerms + 1 }, (_, index) => `w${index}`);
    expect(parseKeywordQuery(words.slice(0, maxTerms).join(' ')).ok).toBe(true);
    const error = failure(words.join(' '));
    expect(error.message).toBe(
      `Too many terms at ${words.slice(0, maxTerms).join(' ').length + 2} (at most ${maxTerms})`,
    );
  });

  it('never throws on arbitrary input: every text parses or says where it went wrong', () => {
    const piece = fc.constantFrom(
      'a',
      'b c',
      ' ',
      '(',
      ')',
      '"',
      '-',
      'OR',
      'AND',
      'NOT',
      'owner:',
      '%',
      '🙂',
      '\t',
      "'",
      ';',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.array(piece, { maxLength: 40 }).map((parts) => parts.join('')),
        ),
        (text) => {
          const result = parseKeywordQuery(text);
          if (result.ok) {
            expect(parseKeywordQuery(printKeywordQuery(result.tree))).toEqual(result);
            return;
          }
          expect(result.error.start).toBeGreaterThanOrEqual(0);
          expect(result.error.end).toBeLessThanOrEqual(Math.max(text.length, 1));
          expect(result.error.message).toMatch(/ at \d+|too long/);
        },
      ),
      // A fixed seed: every run checks the same cases (nothing passes or fails by chance).
      { numRuns: 3000, seed: 42 },
    );
  });
});
