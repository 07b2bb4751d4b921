import { parseKeywordQuery, printKeywordQuery } from '@adlens/shared-contracts';

export type KeywordCheck =
  { ok: true; keyword: string | undefined; single: boolean } | { ok: false; message: string };

/**
 * The search box's text as the keyword a search sends (decision 0032): blank is no keyword; a
 * query is sent in its canonical form; a malformed one is refused with the parser's message.
 * `single`: one plain word or phrase, the text the box's suggestions were made for.
 */
export function checkKeywordText(text: string): KeywordCheck {
  if (text.trim() === '') return { ok: true, keyword: undefined, single: true };
  // Untrimmed: the position in a message counts from the first character the user sees.
  const parsed = parseKeywordQuery(text);
  if (!parsed.ok) return { ok: false, message: parsed.error.message };
  const { tree } = parsed;
  return {
    ok: true,
    keyword: printKeywordQuery(tree),
    single: tree.kind === 'term' && tree.field === null,
  };
}
