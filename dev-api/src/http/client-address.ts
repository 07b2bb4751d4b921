import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: IncomingMessage;
  server?: { incoming?: IncomingMessage };
}

/** Addresses of the proxies in front of the API whose `X-Forwarded-For` entries are believed. */
export type TrustedProxies = ReadonlySet<string>;

export const NO_TRUSTED_PROXIES: TrustedProxies = new Set();

/** `DEV_API_TRUSTED_PROXIES`: proxy addresses separated by commas (decision 0048). */
export function parseTrustedProxies(list: string | undefined): TrustedProxies {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => isIP(entry) === 0);
  if (invalid.length > 0)
    throw new Error(`DEV_API_TRUSTED_PROXIES holds what is not an address: ${invalid.join(', ')}`);
  return new Set(entries.map(plainAddress));
}

/**
 * Who is asking, for throttling (decision 0048): the peer of the TCP connection, unless that peer
 * is a proxy named in `trusted`. Then the last `X-Forwarded-For` entry (the one that proxy
 * appended: the address it saw) is the peer, and so on while that is a trusted proxy too. Entries
 * left of the first untrusted address were written by the client and are never read; with no
 * trusted proxy (the default) the header is ignored, since anyone can write it. An IPv6 peer
 * counts by its /64, the block one subscriber usually holds, so rotating inside it buys nothing.
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  const address = clientPeerAddress(c, trusted);
  return address === null ? 'unknown' : addressKey(address);
}

/**
 * The client's own address by the same rule as `clientAddress`, whole (an IPv6 address not cut to
 * its /64): what an API key's allow-list is checked against. Null when the peer is unknown.
 */
export function clientPeerAddress(c: Context, trusted: TrustedProxies): string | null {
  const env = c.env as NodeBindings | undefined;
  const peer = (env?.server?.incoming ?? env?.incoming)?.socket.remoteAddress;
  if (!peer) return null;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let address = plainAddress(peer);
  while (trusted.has(address)) {
    const next = forwarded.pop();
    if (next === undefined || isIP(next) === 0) break;
    address = plainAddress(next);
  }
  return address;
}

/** An IPv4-mapped IPv6 address as its IPv4 address; any other address as written. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

export function addressKey(address: string): string {
  const plain = plainAddress(address);
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
