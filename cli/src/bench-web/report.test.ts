import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DomFigures, RunFigures } from './figures';
import { type BenchReport, type DomReport, domTarget, renderMarkdown, targetsOf } from './report';

const figures = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  lcp: 2000,
  tbt: 150,
  cls: 0.01,
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
  dom: null,
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

  it("holds every page to Core Web Vitals' CLS", () => {
    const cls = (value: number) =>
      targetsOf(report(figures({ cls: value }))).find((target) => target.name.includes('CLS'));
    assert.deepEqual(cls(0.1), {
      name: 'search: CLS (composed)',
      value: '0.100',
      limit: '<= 0.1',
      met: true,
    });
    assert.equal(cls(0.12)?.met, false);
  });

  it("holds every page to Core Web Vitals' LCP and to the TBT limit", () => {
    const targets = targetsOf(report(figures({ lcp: 2600, tbt: 201 })));
    const missed = targets.filter((target) => target.met === false).map((target) => target.name);
    assert.deepEqual(missed.slice(0, 2), ['search: LCP (composed)', 'search: TBT (composed)']);
    const atLimits = targetsOf(report(figures({ lcp: 2500, tbt: 200 })));
    const own = atLimits.filter((target) => / (LCP|TBT) \(composed\)$/.test(target.name));
    assert.deepEqual(
      own.map((target) => [target.name, target.value, target.met]),
      [
        ['search: LCP (composed)', '2500 ms', true],
        ['search: TBT (composed)', '200 ms', true],
      ],
    );
  });
});

describe('renderMarkdown', () => {
  it('shows both apps side by side with the ratio, then the targets with their verdict', () => {
    const markdown = renderMarkdown(report(figures({ jsBytes: 300 * 1024 })));
    // CLS has its own limit and no ratio: two near-zero shifts divide into noise.
    assert.match(markdown, /\| search `\/meta\/search` \| CLS \| 0\.010 \| 0\.010 \| - \|/);
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

  it('names the LCP element of each app, so a shell element winning the metric shows', () => {
    const base = report(figures());
    const [page] = base.pages;
    const markdown = renderMarkdown({
      ...base,
      pages: [
        {
          ...page!,
          lcpElement: { composed: 'Sign in <main > h1>', monolith: 'a|b <div.card>' },
        },
      ],
    });
    assert.match(markdown, /\| search \| `Sign in <main > h1>` \| `a\\\|b <div\.card>` \|/);
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

const domFigures = (overrides: Partial<DomFigures> = {}): DomFigures => ({
  loadedAds: 1000,
  domNodes: 1350,
  gridNodes: 760,
  scrollMeanFrame: 24,
  scrollP95Frame: 48,
  scrollLongestFrame: 120,
  ...overrides,
});

const dom = (composed: DomFigures): DomReport => ({
  path: '/meta/search',
  viewport: '1280x800',
  composed,
  monolith: domFigures({ domNodes: 1300 }),
});

describe('domTarget', () => {
  it('is met at 1,400 nodes or fewer with 1,000 ads loaded, and missed above', () => {
    assert.equal(domTarget(dom(domFigures({ domNodes: 1400 }))).met, true);
    const missed = domTarget(dom(domFigures({ domNodes: 1401, loadedAds: 1040 })));
    assert.deepEqual(missed, {
      name: 'search: DOM nodes at 1040 loaded results (composed)',
      value: '1401',
      limit: '<= 1400 at 1000 results',
      met: false,
    });
  });

  it('is not measured when fewer than 1,000 ads were loaded or the count is missing', () => {
    assert.equal(domTarget(dom(domFigures({ loadedAds: 960, domNodes: 900 }))).met, null);
    assert.equal(domTarget(dom(domFigures({ domNodes: Number.NaN }))).met, null);
  });
});

describe('renderMarkdown with the DOM size', () => {
  it('shows the DOM figures side by side and the DOM target last', () => {
    const markdown = renderMarkdown({ ...report(figures()), dom: dom(domFigures()) });
    assert.match(
      markdown,
      /\| search `\/meta\/search`, 1280x800, results loaded \| DOM nodes, whole page \(most while scrolling\) \| 1350 \| 1300 \| 1\.04 \|/,
    );
    assert.match(markdown, /\| scroll through them, 4x CPU: p95 frame \(ms\) \| 48 \|/);
    const targets = targetsOf({ ...report(figures()), dom: dom(domFigures()) });
    assert.deepEqual(targets.at(-1), {
      name: 'search: DOM nodes at 1000 loaded results (composed)',
      value: '1350',
      limit: '<= 1400 at 1000 results',
      met: true,
    });
    assert.match(
      markdown,
      /\| search: DOM nodes at 1000 loaded results \(composed\) \| 1350 \| <= 1400 at 1000 results \| met \|/,
    );
  });
});
