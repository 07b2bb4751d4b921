import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunFigures } from './figures';
import { type BenchReport, renderMarkdown, targetsOf } from './report';

const figures = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  lcp: 2000,
  tbt: 300,
  jsBytes: 200 * 1024,
  criticalJsBytes: 150 * 1024,
  requests: 20,
  waves: 3,
  ...overrides,
});

const report = (composed: RunFigures): BenchReport => ({
  at: '2026-11-23T16:00:00.000Z',
  runs: 5,
  load: 'load average: 1.00, 1.00, 1.00',
  pages: [{ name: 'search', path: '/meta/search', composed, monolith: figures() }],
  interactions: [{ name: 'filter change', composed: 120, monolith: 110 }],
  libraryCopies: [
    { page: 'search', app: 'composed', copies: [] },
    {
      page: 'signin',
      app: 'composed',
      copies: [{ library: 'zod', containers: ['/', '/remotes/remote-auth/0.1.0'] }],
    },
  ],
});

describe('targetsOf', () => {
  it('meets every target when the composed app is within the limits', () => {
    const targets = targetsOf(report(figures({ lcp: 2150 })));
    assert.ok(targets.every((target) => target.met === true));
  });

  it('names each missed target with its measured value', () => {
    const targets = targetsOf(
      report(figures({ lcp: 2400, criticalJsBytes: 400 * 1024, waves: 7 })),
    );
    const missed = targets.filter((target) => target.met === false);
    assert.deepEqual(
      missed.map((target) => [target.name, target.value]),
      [
        ['search: LCP composed/monolith', '1.20'],
        ['search: critical JS (composed)', '400.0 KB'],
        ['search: sequential waves (composed)', '7'],
      ],
    );
  });
});

describe('renderMarkdown', () => {
  it('shows both apps side by side with the ratio, then the targets with their verdict', () => {
    const markdown = renderMarkdown(report(figures({ jsBytes: 300 * 1024 })));
    assert.match(
      markdown,
      /\| search `\/meta\/search` \| JS total \(KB gzip\) \| 300\.0 \| 200\.0 \| 1\.50 \|/,
    );
    assert.match(
      markdown,
      /\| interaction \| filter change to next paint, 4x CPU \(ms\) \| 120 \| 110 \| 1\.09 \|/,
    );
    assert.match(
      markdown,
      /\| search: JS bytes composed\/monolith \| 1\.50 \| <= 1\.10 \| NOT met \|/,
    );
    assert.match(markdown, /Machine load: load average: 1\.00/);
  });

  it('lists, per page and app, the libraries loaded from two containers, or none', () => {
    const markdown = renderMarkdown(report(figures()));
    assert.match(markdown, /\| search \| composed \| none \|/);
    assert.match(
      markdown,
      /\| signin \| composed \| zod \(\/, \/remotes\/remote-auth\/0\.1\.0\) \|/,
    );
  });
});
