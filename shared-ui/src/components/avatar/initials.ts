/** Up to two letters from a name: the first letters of its first and last words ("Ada Lovelace" -> "AL"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/)
    .filter((word) => word.length > 0);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].flatMap((word) => (word ? [Array.from(word)[0] ?? ''] : []));
  return letters.join('').toUpperCase();
}
