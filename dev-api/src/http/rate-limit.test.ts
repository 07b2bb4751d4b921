import { readConfig } from '../config';
import { expectErrorMeta } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { DEFAULT_RATE_LIMIT, createAppContext } from './app-context';
import { addressKey } from './client-address';
import type { Database } from '../db/database';

const server = useTestServer({ per: 'test' });

const body = { email: 'demo@adlens.test', password: 'adlens-demo' };

test('the general limit is on by default in every composition', () => {
  expect(DEFAULT_RATE_LIMIT).toBeGreaterThan(0);
  expect(readConfig({}).rateLimitPerMinute).toBe(DEFAULT_RATE_LIMIT);
  expect(createAppContext({ db: {} as Database }).settings.rateLimitPerMinute).toBe(
    DEFAULT_RATE_LIMIT,
  );
});

test('public routes are limited per address, with Retry-After', async () => {
  server.settings.rateLimitPerMinute = 3;
  for (let i = 0; i < 3; i++) {
    const response = await server.request('POST', '/v1/auth/login', { body, address: '192.0.2.1' });
    expect(response.status).toBe(200);
  }
  const over = await server.raw('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    address: '192.0.2.1',
  });
  expect(over.status).toBe(429);
  expect(over.headers.get('retry-after')).toBe('60');
  expect(expectErrorMeta(await over.json())).toMatchObject({
    action: 'REDIRECT',
    to: 'REQUEST_LIMIT',
  });
  const elsewhere = await server.request('POST', '/v1/auth/login', { body, address: '192.0.2.2' });
  expect(elsewhere.status).toBe(200);
});

test('X-Forwarded-For does not make a new client', async () => {
  server.settings.rateLimitPerMinute = 1;
  await server.request('POST', '/v1/auth/login', { body, address: '192.0.2.1' });
  const spoofed = await server.raw('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
    body: JSON.stringify(body),
    address: '192.0.2.1',
  });
  expect(spoofed.status).toBe(429);
});

test('addresses: IPv4-mapped IPv6 is its IPv4 address; IPv6 counts by its /64', () => {
  expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
  expect(addressKey('2001:db8:0:1::42')).toBe('2001:db8:0:1::/64');
  expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
});
