import { Hono } from 'hono';
import { addressKey, clientAddress, parseTrustedProxies } from './client-address';

test('addresses: IPv4-mapped IPv6 is its IPv4 address; IPv6 counts by its /64', () => {
  expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
  expect(addressKey('2001:db8:0:1::42')).toBe('2001:db8:0:1::/64');
  expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
});

describe('the client address behind trusted proxies', () => {
  async function addressSeen(trusted: string | undefined, peer: string, forwarded?: string) {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, parseTrustedProxies(trusted))));
    const headers = forwarded ? { 'x-forwarded-for': forwarded } : undefined;
    const response = await app.request(
      '/',
      { headers },
      { incoming: { socket: { remoteAddress: peer } } },
    );
    return response.text();
  }

  test('without trusted proxies the header is ignored', async () => {
    expect(await addressSeen(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  test('the last entry a trusted proxy wrote is the client; entries left of it are ignored', async () => {
    expect(await addressSeen('10.0.0.2', '10.0.0.2', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
    expect(
      await addressSeen('10.0.0.2, 10.0.0.3', '::ffff:10.0.0.2', '1.2.3.4, 198.51.100.1, 10.0.0.3'),
    ).toBe('198.51.100.1');
  });

  test('a peer that is no trusted proxy is the client, whatever it forwards', async () => {
    expect(await addressSeen('10.0.0.2', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  test('a trusted proxy without a usable entry counts as the client itself', async () => {
    expect(await addressSeen('10.0.0.2', '10.0.0.2')).toBe('10.0.0.2');
    expect(await addressSeen('10.0.0.2', '10.0.0.2', 'not-an-address')).toBe('10.0.0.2');
  });

  test('a setting that names something other than an address stops the start', () => {
    expect(() => parseTrustedProxies('10.0.0.2, proxy.local')).toThrow(/proxy\.local/);
  });
});
