import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildProblems, compiledPackages } from './build-output';

const clean = [
  'dev-api dev:composed: dev-api: http://localhost:41000/api (data /tmp/x, ready in 900 ms)',
  'host dev:composed: <w> [Module Federation Manifest Plugin] Manifest will use absolute path resolution',
  'host dev:composed: webpack compiled successfully',
  'remote-auth dev:composed: webpack 5.111.1 compiled successfully in 4230 ms',
].join('\n');

describe('dev build output', () => {
  it('takes a response the browser closed early for no build problem', () => {
    const closed = [
      clean,
      'remote-search dev:composed: <e> [webpack-dev-middleware] Stream error: Error [ERR_STREAM_PREMATURE_CLOSE]: Premature close',
      'remote-search dev:composed: <e>     at ServerResponse.onclose (node:internal/streams/end-of-stream:159:30)',
      'remote-search dev:composed: <e>     at TCP.<anonymous> (node:net:343:12) {',
      "remote-search dev:composed: <e>   code: 'ERR_STREAM_PREMATURE_CLOSE'",
      'remote-search dev:composed: <e> }',
    ].join('\n');
    assert.deepEqual(buildProblems(closed), []);
    assert.equal(
      buildProblems(`${clean}\nhost dev:composed: <e> [webpack-dev-middleware] Error: ENOENT`)
        .length,
      1,
    );
  });

  it('finds nothing in a clean start', () => {
    assert.deepEqual(buildProblems(clean), []);
    assert.deepEqual([...compiledPackages(clean)], ['host', 'remote-auth']);
  });

  it('reports a conflict, a warning and a failed compilation', () => {
    const broken = [
      clean,
      'remote-auth dev:composed: ERROR in Conflict: Multiple assets emit different content to the same filename a.js',
      'remote-auth dev:composed: webpack 5.111.1 compiled with 1 error in 4230 ms',
      'remote-search dev:composed: WARNING in ./src/index.ts 3:0-20',
      'remote-search dev:composed: webpack compiled with 1 warning',
    ].join('\n');
    assert.equal(buildProblems(broken).length, 4);
    assert.ok(compiledPackages(broken).has('remote-search'));
  });
});
