const DEFAULT_TARGET = '/dashboard';

/**
 * Accepts only a same-origin relative path (`/plans/select?x=1`) and returns `fallback` for
 * anything else: protocol-relative (`//evil.example`), backslash tricks (`/\evil.example`),
 * schemes (`javascript:`), control characters, and the encoded forms of all of these.
 */
export function safeRedirectPath(value: unknown, fallback: string = DEFAULT_TARGET): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  let decoded = value;
  // Decode repeatedly so that `%252F%252F` cannot hide a `//` behind a second decoding.
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (candidate.includes('\\') || hasControlCharacter(candidate)) return fallback;
  }
  try {
    const base = 'http://adlens.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
