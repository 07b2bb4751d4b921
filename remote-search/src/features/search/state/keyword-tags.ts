import {
  type KeywordNode,
  parseKeywordQuery,
  printKeywordQuery,
  readTagTerm,
} from '@adlens/shared-contracts';

/*
 * The filter bar's tag fields live in the keyword as query words (`hook:question`, decision 0062),
 * so a chosen tag is in the URL, in saved filters and in exports like any other query. A tag counts
 * as chosen when it is ANDed with the rest of the query (a top-level word); inside an OR or a NOT
 * it is the query's own logic, which the bar leaves alone.
 */

function topLevelOperands(tree: KeywordNode): KeywordNode[] {
  return tree.kind === 'and' ? tree.operands : [tree];
}

function tagKeyOf(node: KeywordNode): string | null {
  if (node.kind !== 'term' || node.field !== null || node.phrase) return null;
  const term = readTagTerm(node.value);
  return term?.kind === 'tag' ? `${term.family}:${term.tag.toLowerCase()}` : null;
}

/** `family:tag` keys of the tags the keyword ANDs with the rest of the query. */
export function chosenTags(keyword: string | undefined): Set<string> {
  const parsed = parseKeywordQuery(keyword?.trim() ?? '');
  if (!keyword?.trim() || !parsed.ok) return new Set();
  return new Set(
    topLevelOperands(parsed.tree)
      .map(tagKeyOf)
      .filter((key) => key !== null),
  );
}

/**
 * The keyword with the tag ANDed on (added at the end, the rest as typed) or taken off (the query
 * printed back without it); undefined when nothing is left. OR binds tighter than AND in the
 * grammar, so a word added at the end narrows the whole query.
 */
export function withTag(
  keyword: string | undefined,
  key: string,
  chosen: boolean,
): string | undefined {
  const text = keyword?.trim() ?? '';
  if (chosen) {
    if (chosenTags(text).has(key)) return text;
    return text === '' ? key : `${text} ${key}`;
  }
  const parsed = parseKeywordQuery(text);
  if (text === '' || !parsed.ok) return text || undefined;
  const kept = topLevelOperands(parsed.tree).filter((node) => tagKeyOf(node) !== key);
  if (kept.length === 0) return undefined;
  const [only] = kept;
  return printKeywordQuery(kept.length === 1 && only ? only : { kind: 'and', operands: kept });
}
