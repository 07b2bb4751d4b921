import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import { createAppConfig } from './create-config.mjs';
import { devServerHeaders } from './dev-server-headers.mjs';

function request(url: string, origin?: string): IncomingMessage {
  return { url, headers: origin ? { origin } : {} } as IncomingMessage;
}

type HeadersOption = (request: IncomingMessage) => Record<string, string>;

async function devServerOf(kind: 'host'): Promise<{ headers?: unknown }> {
  const make = createAppConfig({
    dir: process.cwd(),
    kind,
    title: 'test',
    federationName: 'test_app',
    port: 3999,
  } as Parameters<typeof createAppConfig>[0]);
  const config = (await make({}, { mode: 'development' })) as { devServer: { headers?: unknown } };
  return config.devServer;
}

describe('dev server headers', () => {
  it('the host dev server (and so its /api proxy) sends no CORS header', async () => {
    const devServer = await devServerOf('host');
    assert.equal(devServer.headers, undefined);
    assert.equal(devServerHeaders('host'), undefined);
  });

  it('a remote lets a loopback host page read its assets, naming that origin, never *', () => {
    const headers = devServerHeaders('remote') as HeadersOption;
    assert.deepEqual(headers(request('/remoteEntry.js', 'http://localhost:3000')), {
      'Access-Control-Allow-Origin': 'http://localhost:3000',
      'Cross-Origin-Resource-Policy': 'same-site',
      Vary: 'Origin',
    });
    assert.equal(
      headers(request('/main.css', 'http://127.0.0.1:4381'))['Access-Control-Allow-Origin'],
      'http://127.0.0.1:4381',
    );
  });

  it('a remote lets the host page of the same site run its scripts without CORS (script tags)', () => {
    const headers = devServerHeaders('remote') as HeadersOption;
    // webpack-dev-server's own default is same-origin, which blocks the host on another port.
    assert.equal(headers(request('/remoteEntry.js'))['Cross-Origin-Resource-Policy'], 'same-site');
  });

  it('a remote allows no other site, and nothing on /api', () => {
    const headers = devServerHeaders('remote') as HeadersOption;
    for (const [url, origin] of [
      ['/remoteEntry.js', 'https://evil.example'],
      ['/remoteEntry.js', 'http://localhost.evil.example'],
      ['/remoteEntry.js', 'null'],
      ['/remoteEntry.js', undefined],
      ['/api/v1/user/init', 'http://localhost:3000'],
    ] as const) {
      assert.equal(headers(request(url, origin))['Access-Control-Allow-Origin'], undefined, url);
    }
  });
});
