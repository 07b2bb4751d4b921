import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes the inline scripts of a page and skips scripts loaded by URL', () => {
    const html =
      '<head><script>window.a=1</script><script defer src=/main.js></script>' +
      '<script type="text/javascript">b()</script></head>';
    assert.deepEqual(inlineScriptHashes(html), [sha256('window.a=1'), sha256('b()')]);
  });

  it('allows scripts from the origin and the given hashes only', () => {
    assert.match(contentSecurityPolicy([sha256('x')]), /script-src 'self' 'sha256-[^']+';/);
    assert.match(contentSecurityPolicy(), /script-src 'self';/);
    assert.doesNotMatch(contentSecurityPolicy([sha256('x')]), /script-src[^;]*unsafe-inline/);
  });
});
