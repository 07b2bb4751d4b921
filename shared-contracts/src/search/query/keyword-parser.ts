import { type KeywordToken, lexKeywordQuery } from './keyword-lexer';
import {
  KEYWORD_QUERY_LIMITS,
  type KeywordNode,
  type KeywordParseResult,
  type KeywordTerm,
} from './keyword-query';
import { KeywordSyntaxError } from './keyword-syntax-error';

const OPERATOR_LABELS = { and: 'AND', or: 'OR', not: 'NOT', minus: '-' } as const;

/** A term, NOT, `-` or `(` can start an operand; AND, OR and `)` cannot. */
function startsOperand(token: KeywordToken | undefined): boolean {
  return (
    token !== undefined && token.type !== 'and' && token.type !== 'or' && token.type !== 'close'
  );
}

function negate(operand: KeywordNode): KeywordNode {
  // NOT NOT x is x: one canonical tree for both.
  return operand.kind === 'not' ? operand.operand : { kind: 'not', operand };
}

function group(kind: 'and' | 'or', operands: KeywordNode[]): KeywordNode {
  const flat = operands.flatMap((operand) =>
    operand.kind !== 'term' && operand.kind !== 'not' && operand.kind === kind
      ? operand.operands
      : [operand],
  );
  const [only] = flat;
  return flat.length === 1 && only ? only : { kind, operands: flat };
}

/** Recursive descent over the tokens: query = and; and = or (AND? or)*; or = unary (OR unary)*. */
class Parser {
  private index = 0;
  private depth = 0;
  private terms = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: KeywordToken[],
  ) {}

  private peek(): KeywordToken | undefined {
    return this.tokens[this.index];
  }

  private next(): KeywordToken {
    const token = this.tokens[this.index];
    if (!token) throw this.fail('Unexpected end', this.text.length, this.text.length);
    this.index += 1;
    return token;
  }

  private fail(problem: string, start: number, end: number, suffix = ''): KeywordSyntaxError {
    return new KeywordSyntaxError(this.text, problem, start, end, suffix);
  }

  private needsOperandAfter(operator: {
    type: keyof typeof OPERATOR_LABELS;
    start: number;
    end: number;
  }) {
    if (!startsOperand(this.peek())) {
      throw this.fail(
        `${OPERATOR_LABELS[operator.type]} needs a term after it`,
        operator.start,
        operator.end,
      );
    }
  }

  private enter(token: KeywordToken): void {
    this.depth += 1;
    if (this.depth > KEYWORD_QUERY_LIMITS.maxDepth) {
      throw this.fail(
        'Too deeply nested',
        token.start,
        token.end,
        ` (at most ${KEYWORD_QUERY_LIMITS.maxDepth} levels)`,
      );
    }
  }

  query(): KeywordNode {
    const first = this.peek();
    if (!first) throw this.fail('Type a word to search', 0, this.text.length);
    const tree = this.and();
    const rest = this.peek();
    if (rest) throw this.fail('Unmatched )', rest.start, rest.end);
    return tree;
  }

  private and(): KeywordNode {
    const operands = [this.or()];
    for (let token = this.peek(); token && token.type !== 'close'; token = this.peek()) {
      if (token.type === 'and') {
        this.index += 1;
        this.needsOperandAfter(token);
      }
      operands.push(this.or());
    }
    return group('and', operands);
  }

  private or(): KeywordNode {
    const operands = [this.unary()];
    for (let token = this.peek(); token?.type === 'or'; token = this.peek()) {
      this.index += 1;
      this.needsOperandAfter(token);
      operands.push(this.unary());
    }
    return group('or', operands);
  }

  private unary(): KeywordNode {
    const token = this.next();
    switch (token.type) {
      case 'not':
      case 'minus': {
        this.needsOperandAfter(token);
        this.enter(token);
        const operand = this.unary();
        this.depth -= 1;
        return negate(operand);
      }
      case 'open': {
        this.enter(token);
        const inner = this.peek();
        if (!inner) throw this.fail('Unclosed (', token.start, token.end);
        if (inner.type === 'close') throw this.fail('Empty parentheses', token.start, inner.end);
        const tree = this.and();
        if (this.peek()?.type !== 'close') throw this.fail('Unclosed (', token.start, token.end);
        this.index += 1;
        this.depth -= 1;
        return tree;
      }
      case 'field': {
        const value = this.peek();
        if (value?.type !== 'word' && value?.type !== 'phrase') {
          throw this.fail(`${token.field}: needs a word or a "phrase"`, token.start, token.end);
        }
        this.index += 1;
        return this.term(value, token.field, token.start);
      }
      case 'word':
      case 'phrase':
        return this.term(token, null, token.start);
      case 'close':
        throw this.fail('Unmatched )', token.start, token.end);
      case 'and':
      case 'or':
        throw this.fail(
          `${OPERATOR_LABELS[token.type]} needs a term before it`,
          token.start,
          token.end,
        );
    }
  }

  private term(
    token: KeywordToken & { type: 'word' | 'phrase' },
    field: KeywordTerm['field'],
    start: number,
  ): KeywordTerm {
    this.terms += 1;
    if (this.terms > KEYWORD_QUERY_LIMITS.maxTerms) {
      throw this.fail(
        'Too many terms',
        start,
        token.end,
        ` (at most ${KEYWORD_QUERY_LIMITS.maxTerms})`,
      );
    }
    return { kind: 'term', field, value: token.value, phrase: token.type === 'phrase' };
  }
}

/** Reads a keyword query into its syntax tree, or says what is wrong and where. */
export function parseKeywordQuery(text: string): KeywordParseResult {
  const { maxLength } = KEYWORD_QUERY_LIMITS;
  if (text.length > maxLength) {
    return {
      ok: false,
      error: {
        message: `Query is too long (at most ${maxLength} characters)`,
        start: maxLength,
        end: text.length,
      },
    };
  }
  try {
    return { ok: true, tree: new Parser(text, lexKeywordQuery(text)).query() };
  } catch (error) {
    if (error instanceof KeywordSyntaxError) return { ok: false, error: error.detail };
    throw error;
  }
}
