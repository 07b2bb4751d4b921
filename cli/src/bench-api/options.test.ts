import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseBenchOptions } from './options';

test('the default bench runs both sizes on the embedded database; --quick only the small one', () => {
  const full = parseBenchOptions([]);
  assert.deepEqual(full.databases, ['pglite']);
  assert.deepEqual(full.sizes, ['full', 'large']);
  assert.deepEqual(full.concurrency, [1, 8]);
  const quick = parseBenchOptions(['--quick', '--postgres']);
  assert.deepEqual(quick.databases, ['pglite', 'postgres']);
  assert.deepEqual(quick.sizes, ['full']);
  assert.ok(quick.requests < full.requests);
});

test('sizes, requests, ports and grouping are checked', () => {
  assert.deepEqual(parseBenchOptions(['--sizes', 'large,full,large']).sizes, ['large', 'full']);
  assert.throws(() => parseBenchOptions(['--sizes', 'huge']), /unknown seed size "huge"/);
  assert.throws(() => parseBenchOptions(['--requests', '0']), /positive integer/);
  assert.throws(() => parseBenchOptions(['--port', '12.5']), /positive integer/);
  assert.throws(() => parseBenchOptions(['--grouping', '[1]']), /JSON object/);
  assert.deepEqual(parseBenchOptions(['--grouping', '{"group":"variants"}']).grouping, {
    group: 'variants',
  });
  assert.throws(() => parseBenchOptions(['--no-pglite']), /nothing to bench/);
  assert.throws(() => parseBenchOptions(['--fast']), /Unknown option/);
});
