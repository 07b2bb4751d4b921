import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ms, percentile, ratio, summarize } from './stats';

test('nearest-rank percentiles pick a sample at rank ceil(p% of n)', () => {
  const hundred = Array.from({ length: 100 }, (_unused, index) => index + 1);
  assert.equal(percentile(hundred, 50), 50);
  assert.equal(percentile(hundred, 95), 95);
  assert.equal(percentile(hundred, 100), 100);
  assert.equal(percentile([10, 20, 30, 40], 50), 20);
  assert.equal(percentile([10, 20, 30, 40], 95), 40);
  assert.equal(percentile([7], 95), 7);
  assert.equal(
    percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 95),
    19,
  );
});

test('percentiles refuse an empty sample and a p outside (0, 100]', () => {
  assert.throws(() => percentile([], 50), /no samples/);
  assert.throws(() => percentile([1], 0), /outside/);
  assert.throws(() => percentile([1], 101), /outside/);
});

test('a summary sorts its samples and reports count, p50, p95, max and mean', () => {
  const samples = [9, 1, 5, 3, 7, 2, 8, 4, 6, 10, 100, 11, 12, 13, 14, 15, 16, 17, 18, 19];
  assert.deepEqual(summarize(samples), {
    count: 20,
    p50: 10,
    p95: 19,
    max: 100,
    mean: 290 / 20,
  });
  // Order of arrival does not matter, and the input stays as it was.
  const reversed = [...samples].reverse();
  assert.deepEqual(summarize(reversed), summarize(samples));
  assert.equal(reversed[0], 19);
});

test('ratios and milliseconds print as the tables show them', () => {
  assert.equal(ratio(30, 12), 'x2.5');
  assert.equal(ratio(250, 10), 'x25');
  assert.equal(ratio(5, 0), '-');
  assert.equal(ratio(undefined, 4), '-');
  assert.equal(ms(12.345), '12.3');
  assert.equal(ms(151.6), '152');
  assert.equal(ms(undefined), '-');
});
