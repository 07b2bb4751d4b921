import { classifyAddress } from './address-ranges';
import {
  type ResolvedAddress,
  type WebhookUrlCheck,
  type WebhookUrlPolicy,
  checkWebhookUrl,
} from './webhook-url';

/** A resolver over a fixed zone: no network, and names that answer what an attacker chooses. */
const ZONE: Record<string, ResolvedAddress[]> = {
  'hooks.example.com': [{ address: '93.184.215.14', family: 4 }],
  'v6.example.com': [{ address: '2606:4700:4700::1111', family: 6 }],
  'rebind.example.com': [{ address: '10.0.0.5', family: 4 }],
  'metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
  'mixed.example.com': [
    { address: '93.184.215.14', family: 4 },
    { address: '192.168.1.10', family: 4 },
  ],
  'ula.example.com': [{ address: 'fd12:3456:789a::1', family: 6 }],
  'mapped.example.com': [{ address: '::ffff:10.1.2.3', family: 6 }],
  'cgnat.example.com': [{ address: '100.64.0.1', family: 4 }],
  'loop.example.com': [{ address: '127.0.0.1', family: 4 }],
  localhost: [{ address: '127.0.0.1', family: 4 }],
};

const resolve = (hostname: string) => {
  const answer = ZONE[hostname];
  return answer ? Promise.resolve(answer) : Promise.reject(new Error(`ENOTFOUND ${hostname}`));
};

const production: WebhookUrlPolicy = { allowLoopback: false, resolve };
const development: WebhookUrlPolicy = { allowLoopback: true, resolve };

function reasonOf(check: WebhookUrlCheck): string | null {
  return check.ok ? null : check.reason;
}

describe('classifyAddress', () => {
  it.each([
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', '"this network"'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'unique local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'IETF protocol assignments (Teredo included)'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['[::ffff:192.168.1.1]', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['::a00:1', 'reserved (not global unicast)'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({ kind: 'refused', range });
  });

  it.each(['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])(
    'tells loopback %s apart',
    (address) => {
      expect(classifyAddress(address)).toEqual({ kind: 'loopback' });
    },
  );

  it.each([
    '93.184.215.14',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('lets public %s through', (address) => {
    expect(classifyAddress(address)).toEqual({ kind: 'public' });
  });

  it.each(['example.com', 'fe80::1%eth0', '1.2.3', ''])(
    'does not take %s for an address',
    (text) => {
      expect(classifyAddress(text)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('checkWebhookUrl in production', () => {
  it('accepts an https URL whose host resolves to public addresses, pinned to the first', async () => {
    const check = await checkWebhookUrl('https://hooks.example.com/adlens?team=1', production);
    expect(check).toEqual({
      ok: true,
      url: new URL('https://hooks.example.com/adlens?team=1'),
      address: { address: '93.184.215.14', family: 4 },
    });
  });

  it('accepts IPv6 hosts and high ports', async () => {
    expect((await checkWebhookUrl('https://v6.example.com:8443/in', production)).ok).toBe(true);
    expect((await checkWebhookUrl('https://[2606:4700:4700::1111]/in', production)).ok).toBe(true);
  });

  it.each([
    ['not a url', 'Enter a valid URL, such as https://example.com/hooks/adlens'],
    ['//hooks.example.com/x', 'Enter a valid URL, such as https://example.com/hooks/adlens'],
    ['http://hooks.example.com/x', 'The URL must start with https://'],
    ['ftp://hooks.example.com/x', 'The URL must start with https://'],
    ['javascript:alert(1)', 'The URL must start with https://'],
    ['file:///etc/passwd', 'The URL must start with https://'],
    ['https://user:pass@hooks.example.com/x', 'The URL must not contain a user name or password'],
    ['https://hooks.example.com@10.0.0.1/x', 'The URL must not contain a user name or password'],
    ['https://hooks.example.com/x#frag', 'The URL must not contain a fragment (#...)'],
    ['https://hooks.example.com:22/x', 'Use port 443 or a port from 1024 to 65535'],
    ['https://hooks.example.com:80/x', 'Use port 443 or a port from 1024 to 65535'],
    ['https://intranet/x', 'Use a public host name with a domain, such as example.com'],
    ['https://printer.local/x', 'The URL names a local network host, which webhooks may not use'],
    ['https://db.internal/x', 'The URL names a local network host, which webhooks may not use'],
    ['https://localhost/x', 'Use a public host name with a domain, such as example.com'],
    ['https://app.localhost/x', 'The URL names a local network host, which webhooks may not use'],
    ['https://nowhere.example.com/x', 'The host name could not be found'],
    [`https://hooks.example.com/${'a'.repeat(2100)}`, 'The URL is too long'],
  ])('refuses %s', async (url, reason) => {
    expect(reasonOf(await checkWebhookUrl(url, production))).toBe(reason);
  });

  it.each([
    ['https://127.0.0.1/x', 'The URL points to this server (loopback), which webhooks may not use'],
    [
      'https://2130706433/x',
      'The URL points to this server (loopback), which webhooks may not use',
    ],
    ['https://0x7f.1/x', 'The URL points to this server (loopback), which webhooks may not use'],
    ['https://[::1]/x', 'The URL points to this server (loopback), which webhooks may not use'],
    [
      'https://loop.example.com/x',
      'The URL points to this server (loopback), which webhooks may not use',
    ],
    [
      'https://10.0.0.1/x',
      'The URL points to a private address, which webhooks may not use: use a public address',
    ],
    [
      'https://rebind.example.com/x',
      'The URL points to a private address, which webhooks may not use: use a public address',
    ],
    [
      'https://mixed.example.com/x',
      'The URL points to a private address, which webhooks may not use: use a public address',
    ],
    [
      'https://metadata.example.com/latest',
      'The URL points to a link-local address, which webhooks may not use: use a public address',
    ],
    [
      'https://169.254.169.254/latest',
      'The URL points to a link-local address, which webhooks may not use: use a public address',
    ],
    [
      'https://cgnat.example.com/x',
      'The URL points to a shared (CGNAT) address, which webhooks may not use: use a public address',
    ],
    [
      'https://ula.example.com/x',
      'The URL points to a unique local address, which webhooks may not use: use a public address',
    ],
    [
      'https://mapped.example.com/x',
      'The URL points to a private address, which webhooks may not use: use a public address',
    ],
    [
      'https://[::ffff:10.0.0.1]/x',
      'The URL points to a private address, which webhooks may not use: use a public address',
    ],
    [
      'https://[fe80::1]/x',
      'The URL points to a link-local address, which webhooks may not use: use a public address',
    ],
    [
      'https://224.0.0.1/x',
      'The URL points to a multicast address, which webhooks may not use: use a public address',
    ],
    [
      'https://0.0.0.0/x',
      'The URL points to a "this network" address, which webhooks may not use: use a public address',
    ],
  ])('refuses %s after resolving it', async (url, reason) => {
    expect(reasonOf(await checkWebhookUrl(url, production))).toBe(reason);
  });

  it('marks a resolver failure as temporary and a refused address as final', async () => {
    expect(await checkWebhookUrl('https://nowhere.example.com/', production)).toMatchObject({
      temporary: true,
    });
    expect(await checkWebhookUrl('https://rebind.example.com/', production)).toMatchObject({
      temporary: false,
    });
  });
});

describe('checkWebhookUrl with loopback allowed (development and tests)', () => {
  it('accepts http and https to loopback on any port', async () => {
    expect((await checkWebhookUrl('http://127.0.0.1:4555/hook', development)).ok).toBe(true);
    expect((await checkWebhookUrl('http://localhost:80/hook', development)).ok).toBe(true);
    expect((await checkWebhookUrl('https://[::1]:9/hook', development)).ok).toBe(true);
  });

  it('still refuses private ranges, and http to anything but loopback', async () => {
    expect(reasonOf(await checkWebhookUrl('http://10.0.0.1/x', development))).toMatch(/private/);
    expect(reasonOf(await checkWebhookUrl('http://hooks.example.com/x', development))).toBe(
      'The URL must start with https://',
    );
  });
});
