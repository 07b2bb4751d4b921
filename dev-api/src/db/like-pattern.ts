/**
 * LIKE patterns from user text. `%`, `_` and the escape character `\` (PostgreSQL's default, also
 * in PGlite) are escaped, so a keyword matches as written: `50%` finds "50%", not "50 anything".
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Text containing `text` anywhere. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Text starting with `text`. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}
