import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { precompressFolder } from './precompress';
import { acceptedEncodings, encodingHeaders, readStaticFile } from './static-files';

function builtFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adlens-static-'));
  writeFileSync(path.join(dir, 'main.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(dir, 'tiny.js'), 'void 0;');
  precompressFolder(dir);
  return dir;
}

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings('gzip'), ['gzip']);
    assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.5'), ['gzip']);
    assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
    assert.deepEqual(acceptedEncodings(undefined), []);
  });
});

describe('readStaticFile with precompressed copies', () => {
  const dir = builtFolder();

  it('serves the brotli copy with Content-Encoding and Vary to a browser', async () => {
    const file = await readStaticFile(dir, 'main.js', 'gzip, deflate, br');
    assert.equal(file?.encoding, 'br');
    assert.deepEqual(file && encodingHeaders(file), {
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
    });
    assert.equal(file?.contentType, 'text/javascript; charset=utf-8');
  });

  it('serves the gzip copy to a client without brotli', async () => {
    const file = await readStaticFile(dir, 'main.js', 'gzip');
    assert.equal(file?.encoding, 'gzip');
    assert.match(gunzipSync(file?.body ?? Buffer.alloc(0)).toString(), /^console\.log/);
  });

  it('serves the file itself, still varying, to a client that accepts no encoding', async () => {
    const file = await readStaticFile(dir, 'main.js', 'identity');
    assert.equal(file?.encoding, undefined);
    assert.deepEqual(file && encodingHeaders(file), { Vary: 'Accept-Encoding' });
    assert.match(file?.body.toString() ?? '', /^console\.log/);
  });

  it('leaves files too small to compress alone', async () => {
    const file = await readStaticFile(dir, 'tiny.js', 'br, gzip');
    assert.deepEqual(file && encodingHeaders(file), {});
    assert.equal(file?.body.toString(), 'void 0;');
  });

  it('still refuses a path that escapes the folder', async () => {
    assert.equal(await readStaticFile(dir, '../etc/passwd', 'br'), null);
  });
});
