import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses a webhook may reach (decision 0031): only globally routable unicast. Everything
 * the IANA special-purpose registries mark as not global is refused, so a webhook cannot be aimed
 * at the server's own network, its cloud metadata service or a neighbour on a shared network.
 */
export type AddressClass =
  | { kind: 'public' }
  | { kind: 'loopback' }
  | { kind: 'refused'; range: string }
  | { kind: 'invalid' };

type Range = readonly [network: string, prefix: number, name: string];

const IPV4_REFUSED: readonly Range[] = [
  ['0.0.0.0', 8, '"this network"'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV4_LOOPBACK: Range = ['127.0.0.0', 8, 'loopback'];

/** IPv6 ranges that carry an IPv4 address in their low bits: the IPv4 address decides. */
const IPV6_EMBEDDING: readonly (readonly [network: string, prefix: number, shift: bigint])[] = [
  ['::ffff:0:0', 96, 0n], // IPv4-mapped
  ['64:ff9b::', 96, 0n], // NAT64 well-known prefix
  ['2002::', 16, 80n], // 6to4: the IPv4 address follows the 16-bit prefix
];

const IPV6_REFUSED: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 23, 'IETF protocol assignments (Teredo included)'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'unique local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

const IPV6_LOOPBACK: Range = ['::1', 128, 'loopback'];
/** Global unicast: what is left after the ranges above is the only space a webhook may use. */
const IPV6_GLOBAL: Range = ['2000::', 3, 'global unicast'];

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** A valid IPv6 text (checked by the caller) as its 128-bit value. */
function ipv6Value(text: string): bigint {
  let body = text;
  const lastColon = body.lastIndexOf(':');
  const tail = body.slice(lastColon + 1);
  if (tail.includes('.')) {
    // A trailing dotted quad fills the last two groups.
    const v4 = ipv4Value(tail);
    body = `${body.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = body.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function inRange(value: bigint, bits: number, network: bigint, prefix: number): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === network >> shift;
}

function classifyIpv4(value: bigint): AddressClass {
  if (inRange(value, 32, ipv4Value(IPV4_LOOPBACK[0]), IPV4_LOOPBACK[1]))
    return { kind: 'loopback' };
  const refused = IPV4_REFUSED.find(([network, prefix]) =>
    inRange(value, 32, ipv4Value(network), prefix),
  );
  return refused ? { kind: 'refused', range: refused[2] } : { kind: 'public' };
}

function classifyIpv6(value: bigint): AddressClass {
  if (value === ipv6Value(IPV6_LOOPBACK[0])) return { kind: 'loopback' };
  for (const [network, prefix, shift] of IPV6_EMBEDDING) {
    if (inRange(value, 128, ipv6Value(network), prefix))
      return classifyIpv4((value >> shift) & 0xffffffffn);
  }
  const refused = IPV6_REFUSED.find(([network, prefix]) =>
    inRange(value, 128, ipv6Value(network), prefix),
  );
  if (refused) return { kind: 'refused', range: refused[2] };
  if (!inRange(value, 128, ipv6Value(IPV6_GLOBAL[0]), IPV6_GLOBAL[1]))
    return { kind: 'refused', range: 'reserved (not global unicast)' };
  return { kind: 'public' };
}

/** An IP address as DNS or a URL gives it (IPv6 with or without brackets, no zone id). */
export function classifyAddress(address: string): AddressClass {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv4(text)) return classifyIpv4(ipv4Value(text));
  // A zone id (`fe80::1%eth0`) names a local interface: never a public address.
  if (isIPv6(text) && !text.includes('%')) return classifyIpv6(ipv6Value(text));
  return { kind: 'invalid' };
}
