import { adBlockerProbeUrl, createAdBlockerDetector } from './ad-blocker-detector';

describe('ad-blocker detector', () => {
  it('probes HEAD /api/v1/analytics/{host}/ads/?duration=life_time after a 10 ms wait', async () => {
    const order: string[] = [];
    const wait = jest.fn(async (ms: number) => void order.push(`wait ${ms}`));
    const fetchImpl = jest.fn(async (url: string, init?: RequestInit) => {
      order.push(`${init?.method} ${url}`);
      return new Response(null, { status: 200 });
    });
    const detector = createAdBlockerDetector({
      host: 'app.adlens.test',
      wait,
      fetch: fetchImpl as never,
    });
    expect(await detector.isBlocked()).toBe(false);
    expect(order).toEqual([
      'wait 10',
      'HEAD /api/v1/analytics/app.adlens.test/ads/?duration=life_time',
    ]);
  });

  it('reports a blocker when the request is stopped before an answer', async () => {
    const detector = createAdBlockerDetector({
      host: 'h',
      wait: async () => {},
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as never,
    });
    expect(await detector.isBlocked()).toBe(true);
  });

  it('keeps the first answer for the page session unless asked for a fresh one', async () => {
    let blocked = true;
    const fetchImpl = jest.fn(async () => {
      if (blocked) throw new TypeError('blocked');
      return new Response(null, { status: 204 });
    });
    const detector = createAdBlockerDetector({
      host: 'h',
      wait: async () => {},
      fetch: fetchImpl as never,
    });
    expect(await detector.isBlocked()).toBe(true);
    blocked = false;
    expect(await detector.isBlocked()).toBe(true);
    expect(await detector.isBlocked({ fresh: true })).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("reads the page's early probe first, without a second wait or request, then probes afresh", async () => {
    const wait = jest.fn(async () => undefined);
    const fetchImpl = jest.fn(async () => new Response(null, { status: 200 }));
    const detector = createAdBlockerDetector({
      host: 'h',
      wait,
      fetch: fetchImpl as never,
      firstProbe: Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await detector.isBlocked()).toBe(true);
    expect(wait).not.toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await detector.isBlocked({ fresh: true })).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('encodes the host into the probe path', () => {
    expect(adBlockerProbeUrl('localhost:4310')).toBe(
      '/api/v1/analytics/localhost%3A4310/ads/?duration=life_time',
    );
  });
});
