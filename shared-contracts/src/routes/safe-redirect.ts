const DEFAULT_TARGET = '/dashboard';
const MAX_LENGTH = 2048;
// A host that can never resolve: only used to let the URL parser tell a path from an absolute URL.
const PROBE_ORIGIN = 'http://adlens.invalid';

/**
 * Accepts only a same-origin relative path (`/plans/select?x=1#top`) and returns `fallback` for
 * anything else: protocol-relative (`//evil.example`), backslash tricks (`/\evil.example`),
 * schemes (`javascript:`), control characters, the encoded forms of all of these, and paths that
 * the URL parser would normalise into one of them (`/..//evil.example`).
 */
export function safeRedirectPath(value: unknown, fallback: string = DEFAULT_TARGET): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  const decoded = decodeFully(value);
  if (decoded === null) return fallback;
  if (!isPlainPath(value) || !isPlainPath(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments collapse during parsing, so the parsed path is checked again.
  return isPlainPath(result) && isPlainPath(decodeFully(url.pathname) ?? '') ? result : fallback;
}

/** Decodes until stable so that `%252F%252F` cannot hide a `//`; null when malformed. */
function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after four rounds: nobody encodes a real path like that.
  return null;
}

function isPlainPath(text: string): boolean {
  return (
    text.startsWith('/') &&
    !text.startsWith('//') &&
    !text.includes('\\') &&
    !hasInvisibleCharacter(text)
  );
}

/** Code points that control layout or render as nothing: C0/C1 controls, soft hyphen, zero-width and
 * bidi marks, line separators, and the byte-order mark. */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0xad, 0xad],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2060, 0x2064],
  [0xfeff, 0xfeff],
];

function hasInvisibleCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}
