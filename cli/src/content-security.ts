// The Content-Security-Policy of the production-like server. Scripts come from the origin only,
// except the page's own inline head script (the early requests, decision 0019), allowed by hash:
// a page whose inline script changed without the server knowing simply runs without it.
import { createHash } from 'node:crypto';

/** `'sha256-…'` sources of every inline `<script>` of a page (scripts with `src` are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || text.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    // Session replay records in a worker created from a blob.
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
