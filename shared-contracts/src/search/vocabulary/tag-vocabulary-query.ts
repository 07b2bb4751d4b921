import { lexKeywordQuery } from '../query/keyword-lexer';
import { readTagTerm } from '../tags/ad-tag-vocabulary';
import type { AdTagQueryField } from '../tags/ad-tag-vocabulary';

/** The spans of a query's words that name `family:name` (not inside a phrase or another field). */
function tagWordSpans(keyword: string, family: AdTagQueryField, name: string) {
  let tokens;
  try {
    tokens = lexKeywordQuery(keyword);
  } catch {
    // A stored keyword that no longer reads names no tag either.
    return [];
  }
  return tokens.flatMap((token, index) => {
    if (token.type !== 'word' || tokens[index - 1]?.type === 'field') return [];
    const term = readTagTerm(token.value);
    return term?.kind === 'tag' && term.family === family && term.tag.toLowerCase() === name
      ? [{ start: token.start, end: token.end }]
      : [];
  });
}

/** Whether a saved query names the tag `family:name` (as a search would read it). */
export function queryNamesTag(keyword: string, family: AdTagQueryField, name: string): boolean {
  return tagWordSpans(keyword, family, name).length > 0;
}

/** The query with every `family:name` word written `family:replacement`, the rest as it was. */
export function renameTagInQuery(
  keyword: string,
  family: AdTagQueryField,
  name: string,
  replacement: string,
): string {
  let rewritten = keyword;
  // From the end, so the earlier spans keep their offsets.
  for (const span of tagWordSpans(keyword, family, name).reverse()) {
    rewritten = `${rewritten.slice(0, span.start)}${family}:${replacement}${rewritten.slice(span.end)}`;
  }
  return rewritten;
}
