import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type PageBudget, TARGETS } from './budgets';
import { type PageMeasure, RATCHET_SLACK, checkPage, figuresOf } from './check';

const KB = 1024;

function measure(composedJs: number, monolithJs: number, css = 0): PageMeasure {
  return {
    page: 'search',
    composed: [
      { build: 'host', file: 'main.js', bytes: composedJs - 10 * KB },
      { build: 'remote-search@0.2.0', file: 'remoteEntry.js', bytes: 10 * KB },
      ...(css ? [{ build: 'host', file: 'bootstrap.css', bytes: css }] : []),
    ],
    monolith: [
      { build: 'monolith', file: 'main.js', bytes: monolithJs },
      ...(css ? [{ build: 'monolith', file: 'bootstrap.css', bytes: css }] : []),
    ],
  };
}

const atTarget: PageBudget = {
  path: '/meta/search',
  signedIn: true,
  js: TARGETS.js,
  css: 0,
  ratio: TARGETS.ratio,
};

describe('figuresOf', () => {
  it('sums JS and CSS apart and prices composition on both together', () => {
    const figures = figuresOf(measure(120 * KB, 100 * KB, 10 * KB));
    assert.equal(figures.js, 120 * KB);
    assert.equal(figures.css, 10 * KB);
    assert.equal(figures.ratio, 1.182);
  });
});

describe('checkPage', () => {
  it('passes a page within its budgets', () => {
    assert.deepEqual(checkPage(measure(160 * KB, 150 * KB), atTarget), []);
  });

  it('names the page, the bytes and the largest files when critical JS passes its budget', () => {
    const [failure, ...rest] = checkPage(measure(171 * KB, 170 * KB), atTarget);
    assert.deepEqual(rest, []);
    assert.match(
      failure ?? '',
      /^search: critical JS 171\.0 KB gzip \(175104 B\) passes its budget 170\.0 KB/,
    );
    assert.match(
      failure ?? '',
      /host\/main\.js 161\.0 KB, remote-search@0\.2\.0\/remoteEntry\.js 10\.0 KB/,
    );
  });

  it('names the files of both apps when the ratio passes its limit', () => {
    const [failure, ...rest] = checkPage(measure(120 * KB, 100 * KB), atTarget);
    assert.deepEqual(rest, []);
    assert.match(failure ?? '', /^search: composed\/monolith 1\.200 passes its limit 1\.1/);
    assert.match(
      failure ?? '',
      /composed files: host\/main\.js 110\.0 KB, remote-search@0\.2\.0\/remoteEntry\.js 10\.0 KB; monolith files: monolith\/main\.js 100\.0 KB$/,
    );
  });

  it('holds CSS to its ratchet', () => {
    const failures = checkPage(measure(100 * KB, 100 * KB, 12 * KB), { ...atTarget, css: 11 * KB });
    assert.equal(failures.length, 1);
    assert.match(
      failures[0] ?? '',
      /^search: critical CSS 12\.0 KB .* passes its budget 11\.0 KB; files: host\/bootstrap\.css/,
    );
  });

  it('asks for a ratchet to come down once the page is lighter by more than the slack', () => {
    const ratchet = { ...atTarget, js: 300 * KB, ratio: 1.3, reason: 'measured' };
    assert.deepEqual(checkPage(measure(300 * KB - RATCHET_SLACK.bytes, 230 * KB), ratchet), []);
    const failures = checkPage(measure(290 * KB, 230 * KB), ratchet);
    assert.equal(failures.length, 2);
    assert.match(failures[0] ?? '', /^search: critical JS is 296960 B, well under its ratchet/);
    assert.match(
      failures[1] ?? '',
      /^search: composed\/monolith is 1\.261, well under its ratchet/,
    );
  });

  it('refuses a budget above the target without its reason', () => {
    const failures = checkPage(measure(200 * KB, 190 * KB), { ...atTarget, js: 200 * KB });
    assert.deepEqual(failures, [
      'search: a budget above the target (170.0 KB, 1.1) needs its reason',
    ]);
  });
});
