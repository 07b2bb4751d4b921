import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  countWaves,
  type DomFigures,
  figuresOf,
  firstRemoteRender,
  frameFigures,
  type LighthouseResult,
  lcpElementOf,
  median,
  medianDomFigures,
  medianFigures,
  mostCommon,
  type NetworkRequest,
  ratio,
  requestsFromPage,
} from './figures';

const request = (
  url: string,
  resourceType: string,
  networkRequestTime: number,
  networkEndTime: number,
): NetworkRequest => ({ url, resourceType, networkRequestTime, networkEndTime });

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  it('is NaN without values', () => {
    assert.ok(Number.isNaN(median([])));
  });
});

describe('ratio', () => {
  it('divides composed by monolith, and is 1 when both are zero', () => {
    assert.equal(ratio(110, 100), 1.1);
    assert.equal(ratio(0, 0), 1);
    assert.equal(ratio(3, 0), Number.POSITIVE_INFINITY);
  });
});

describe('countWaves', () => {
  it('counts a chain of requests that each start after the previous one ended', () => {
    const chain = [
      request('/', 'Document', 0, 10),
      request('/main.js', 'Script', 12, 20),
      request('/environment.json', 'Fetch', 22, 30),
      request('/remotes/a/mf-manifest.json', 'Fetch', 31, 40),
    ];
    assert.equal(countWaves(chain), 4);
  });

  it('puts requests made together in one wave', () => {
    const together = [
      request('/', 'Document', 0, 10),
      request('/main.js', 'Script', 11, 30),
      request('/environment.json', 'Fetch', 11, 15),
      request('/page.js', 'Script', 12, 25),
      request('/api/v1/user/init', 'Fetch', 31, 40),
    ];
    assert.equal(countWaves(together), 3);
  });

  it('ignores images, styles, data URLs and what starts after the cutoff', () => {
    const requests = [
      request('/', 'Document', 0, 10),
      request('/a.png', 'Image', 11, 12),
      request('data:image/png;base64,xx', 'Script', 13, 14),
      request('/main.js', 'Script', 11, 20),
      request('/late.js', 'Script', 50, 60),
    ];
    assert.equal(countWaves(requests, 40), 2);
  });

  it('puts what the page itself asked for in the second wave, however late it started', () => {
    const requests = [
      request('/', 'Document', 0, 10),
      request('/environment.json', 'Fetch', 11, 15),
      // The inline script ran after the preload scanner's requests had already come back.
      request('/api/v1/user/init', 'Fetch', 20, 40),
      request('/api/v1/meta/ads/search', 'Fetch', 41, 50),
    ];
    assert.equal(countWaves(requests), 4);
    assert.equal(countWaves(requests, Infinity, 0, new Set(['/api/v1/user/init'])), 3);
  });

  it('treats a request started within the slack of an end as made together', () => {
    const requests = [request('/', 'Document', 0, 10), request('/main.js', 'Script', 11, 20)];
    assert.equal(countWaves(requests, Infinity, 2), 1);
  });
});

describe('figuresOf', () => {
  const lhr: LighthouseResult = {
    audits: {
      'largest-contentful-paint': { numericValue: 2300 },
      'total-blocking-time': { numericValue: 400 },
      'cumulative-layout-shift': { numericValue: 0.02 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 100 }] } },
      'network-requests': {
        details: {
          items: [
            {
              url: 'http://x/',
              resourceType: 'Document',
              networkRequestTime: 0,
              networkEndTime: 10,
            },
            {
              url: 'http://x/main.js',
              resourceType: 'Script',
              networkRequestTime: 20,
              networkEndTime: 30,
            },
            {
              url: 'http://x/late.js',
              resourceType: 'Script',
              networkRequestTime: 150,
              networkEndTime: 160,
            },
            { url: 'data:image/png;base64,xx', resourceType: 'Image' },
          ],
        },
      },
    },
  };

  it('sums gzip sizes of all scripts and of those requested before the observed LCP', () => {
    const sizes: Record<string, number> = { 'http://x/main.js': 1000, 'http://x/late.js': 500 };
    const figures = figuresOf(lhr, (url) => sizes[url] ?? 0);
    assert.deepEqual(figures, {
      lcp: 2300,
      tbt: 400,
      cls: 0.02,
      jsBytes: 1500,
      criticalJsBytes: 1000,
      requests: 3,
      waves: 2,
    });
  });

  it("counts waves up to the host's first remote render mark when the run has it", () => {
    const marked: LighthouseResult = {
      audits: {
        ...lhr.audits,
        metrics: { details: { items: [{ observedLargestContentfulPaint: 1000 }] } },
        'user-timings': {
          details: { items: [{ name: 'adlens:first-remote-render', startTime: 100 }] },
        },
      },
    };
    assert.equal(firstRemoteRender(marked), 100);
    assert.equal(firstRemoteRender(lhr), null);
    assert.equal(figuresOf(marked, () => 0).waves, 2);
    // Without the mark the cutoff is the LCP (1000 ms), which late.js starts before.
    const unmarked = { audits: { ...marked.audits, 'user-timings': undefined } };
    assert.equal(figuresOf(unmarked, () => 0).waves, 3);
  });

  it('takes the median of every figure over runs', () => {
    const run = figuresOf(lhr, () => 10);
    const slower = { ...run, lcp: 9000 };
    const faster = { ...run, lcp: 100 };
    assert.equal(medianFigures([run, slower, faster]).lcp, 2300);
    assert.deepEqual(medianFigures([run, slower, faster]), run);
  });
});

describe('requestsFromPage', () => {
  const page = 'http://x/meta/search';
  const sent = (url: string, initiator: object) => ({
    method: 'Network.requestWillBeSent',
    params: { request: { url }, initiator },
  });

  it("takes what the page's markup and its inline script asked for, not what a bundle asked for", () => {
    const log = [
      sent(page, { type: 'other' }),
      sent('http://x/main.js', { type: 'parser', url: page }),
      sent('http://x/api/v1/user/init', {
        type: 'script',
        stack: { callFrames: [{ url: page }, { url: page }] },
      }),
      sent('http://x/api/v1/meta/ads/search', {
        type: 'script',
        stack: { callFrames: [{ url: 'http://x/remotes/a/page.js' }, { url: page }] },
      }),
      sent('http://x/other.js', { type: 'parser', url: 'http://x/frame.html' }),
      { method: 'Network.responseReceived', params: {} },
      null,
    ];
    assert.deepEqual(
      [...requestsFromPage(log, page)],
      ['http://x/main.js', 'http://x/api/v1/user/init'],
    );
  });
});

describe('frameFigures', () => {
  it('takes the 95th percentile (nearest rank) and the longest of the intervals between frames', () => {
    // 20 intervals: eighteen of 16 ms, one of 50 ms and one of 120 ms.
    const timestamps = [0];
    for (let index = 0; index < 18; index += 1) timestamps.push((timestamps.at(-1) ?? 0) + 16);
    timestamps.push((timestamps.at(-1) ?? 0) + 50, (timestamps.at(-1) ?? 0) + 50 + 120);
    assert.deepEqual(frameFigures(timestamps), {
      frames: 20,
      meanFrame: (18 * 16 + 50 + 120) / 20,
      p95Frame: 50,
      longestFrame: 120,
    });
  });

  it('has no figures without two frames', () => {
    const figures = frameFigures([5]);
    assert.equal(figures.frames, 0);
    assert.ok(Number.isNaN(figures.meanFrame) && Number.isNaN(figures.longestFrame));
  });
});

describe('medianDomFigures', () => {
  it('takes the median of every DOM figure over runs', () => {
    const run: DomFigures = {
      loadedAds: 1000,
      domNodes: 1300,
      gridNodes: 700,
      scrollMeanFrame: 20,
      scrollP95Frame: 40,
      scrollLongestFrame: 90,
    };
    const runs = [run, { ...run, domNodes: 1500, scrollP95Frame: 80 }, { ...run, domNodes: 1200 }];
    assert.deepEqual(medianDomFigures(runs), { ...run, domNodes: 1300, scrollP95Frame: 40 });
  });
});

describe('lcpElementOf', () => {
  it('names the node of the LCP breakdown insight, in the list form Lighthouse 13 writes', () => {
    const lhr = {
      audits: {
        'lcp-breakdown-insight': {
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  {
                    node: {
                      type: 'node',
                      nodeLabel: 'Sign in\n   to Adlens',
                      selector: 'main > form > h1',
                    },
                  },
                ],
              },
              { type: 'table', items: [{ phase: 'TTFB', timing: 12 }] },
            ],
          },
        },
      },
    };
    assert.equal(lcpElementOf(lhr), 'Sign in to Adlens <main > form > h1>');
  });

  it('says so when Lighthouse named no element', () => {
    assert.equal(lcpElementOf({ audits: {} }), 'none named');
  });
});

describe('mostCommon', () => {
  it('takes the label seen most often, the first of equals', () => {
    assert.equal(mostCommon(['a', 'b', 'b', 'c']), 'b');
    assert.equal(mostCommon(['a', 'b']), 'a');
  });
});
