import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: IncomingMessage;
  server?: { incoming?: IncomingMessage };
}

/**
 * Who is asking, for throttling: the peer of the TCP connection. No proxy sits in front of the
 * API in any composition (the production-like server serves it on its own origin; the host dev
 * server's proxy makes every dev request come from this machine), so X-Forwarded-For is never
 * trusted: anyone could write it. An IPv6 peer counts by its /64, the block one subscriber
 * usually holds, so rotating addresses inside it buys nothing.
 */
export function clientAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined;
  const address = (env?.server?.incoming ?? env?.incoming)?.socket.remoteAddress;
  return address ? addressKey(address) : 'unknown';
}

export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
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
