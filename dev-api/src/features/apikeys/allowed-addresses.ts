import { BlockList, isIP } from 'node:net';
import { fail } from '../../http/api-failure';

/** One allow-list entry: an address, or a CIDR block (`203.0.113.0/24`, `2001:db8::/32`). */
interface ParsedEntry {
  address: string;
  prefix: number | null;
  family: 'ipv4' | 'ipv6';
}

function parseEntry(entry: string): ParsedEntry | null {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address: address.toLowerCase(), prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address: address.toLowerCase(), prefix, family };
}

/**
 * The allow-list as stored: each entry checked, written as parsed. An entry that is neither an
 * address nor a CIDR block fails the whole list, naming it (422 on `allowed_addresses`).
 */
export function normalizeAllowedAddresses(entries: readonly string[]): string[] {
  const invalid = entries.filter((entry) => parseEntry(entry) === null);
  if (invalid.length > 0)
    throw fail.inline(
      'allowed_addresses',
      `Not an IP address or CIDR block: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  return [
    ...new Set(
      entries.map((entry) => {
        const parsed = parseEntry(entry) as ParsedEntry;
        return parsed.prefix === null ? parsed.address : `${parsed.address}/${parsed.prefix}`;
      }),
    ),
  ];
}

/** Whether `address` (the client's, whole) is inside the list; an empty list allows any. */
export function addressAllowed(allowed: readonly string[], address: string | null): boolean {
  if (allowed.length === 0) return true;
  if (address === null) return false;
  const version = isIP(address);
  if (version === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const parsed = parseEntry(entry);
    if (!parsed) continue;
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
