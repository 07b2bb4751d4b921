import { lookup } from 'node:dns/promises';
import { WEBHOOK_URL_MAX_LENGTH } from '@adlens/shared-contracts';
import { classifyAddress } from './address-ranges';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to, as the operating system's resolver answers. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export interface WebhookUrlPolicy {
  /**
   * Loopback receivers, also over plain http: a development or test server's explicit setting
   * (refused under NODE_ENV=production). Private and other reserved ranges stay refused.
   */
  allowLoopback: boolean;
  resolve: Resolver;
}

/** A URL the server may send to, with the address the connection must use. */
export interface CheckedWebhookUrl {
  ok: true;
  url: URL;
  /** Checked once and then used for the connection, so DNS cannot change it in between. */
  address: ResolvedAddress;
}

export interface RefusedWebhookUrl {
  ok: false;
  reason: string;
  /** A resolver failure may pass later (retry); a refused address or malformed URL will not. */
  temporary: boolean;
}

export type WebhookUrlCheck = CheckedWebhookUrl | RefusedWebhookUrl;

const refuse = (reason: string, temporary = false): RefusedWebhookUrl => ({
  ok: false,
  reason,
  temporary,
});

/** Suffixes that name local networks, whatever a resolver answers for them. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain'];

/** Ports below 1024 belong to system services (SSH, SMTP...): only 443 (and 80 on loopback). */
const FIRST_OPEN_PORT = 1024;

function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function isLocalName(hostname: string): boolean {
  return LOCAL_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
}

/** The rules that need no resolver: scheme, credentials, fragment, host form. */
function parseUrl(text: string, policy: WebhookUrlPolicy): { url: URL } | RefusedWebhookUrl {
  if (text.length > WEBHOOK_URL_MAX_LENGTH) return refuse('The URL is too long');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('Enter a valid URL, such as https://example.com/hooks/adlens');
  }
  const schemes = policy.allowLoopback ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return refuse('The URL must start with https://');
  if (url.username !== '' || url.password !== '')
    return refuse('The URL must not contain a user name or password');
  if (url.hash !== '') return refuse('The URL must not contain a fragment (#...)');
  if (url.hostname === '')
    return refuse('Enter a valid URL, such as https://example.com/hooks/adlens');
  return { url };
}

/** The host as the resolver and classifier take it: no IPv6 brackets, no trailing dot. */
function bareHost(url: URL): string {
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  return host.startsWith('[') ? host.slice(1, -1) : host;
}

async function resolveHost(
  host: string,
  policy: WebhookUrlPolicy,
): Promise<ResolvedAddress[] | RefusedWebhookUrl> {
  const literal = classifyAddress(host);
  if (literal.kind !== 'invalid') return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  const loopbackName =
    policy.allowLoopback && (host === 'localhost' || host.endsWith('.localhost'));
  if (!loopbackName) {
    // A single label resolves through the server's search domains: its own network.
    if (!host.includes('.'))
      return refuse('Use a public host name with a domain, such as example.com');
    if (isLocalName(host))
      return refuse('The URL names a local network host, which webhooks may not use');
  }
  try {
    const addresses = await policy.resolve(host);
    return addresses.length > 0 ? addresses : refuse('The host name could not be found', true);
  } catch {
    return refuse('The host name could not be found', true);
  }
}

/**
 * Whether the server may deliver to `text`, and where: checked when the user saves the URL and
 * again before every attempt (decision 0031). Every address the name resolves to must be public,
 * so a name that mixes a public and a private answer is refused.
 */
export async function checkWebhookUrl(
  text: string,
  policy: WebhookUrlPolicy,
): Promise<WebhookUrlCheck> {
  const parsed = parseUrl(text, policy);
  if ('ok' in parsed) return parsed;
  const { url } = parsed;
  const addresses = await resolveHost(bareHost(url), policy);
  if (!Array.isArray(addresses)) return addresses;
  let allLoopback = true;
  for (const { address } of addresses) {
    const found = classifyAddress(address);
    if (found.kind === 'loopback' && policy.allowLoopback) continue;
    allLoopback = false;
    if (found.kind === 'loopback')
      return refuse('The URL points to this server (loopback), which webhooks may not use');
    if (found.kind === 'refused')
      return refuse(
        `The URL points to a ${found.range} address, which webhooks may not use: use a public address`,
      );
    if (found.kind === 'invalid') return refuse('The host name could not be found', true);
  }
  if (!allLoopback) {
    if (url.protocol !== 'https:') return refuse('The URL must start with https://');
    const port = portOf(url);
    if (port !== 443 && port < FIRST_OPEN_PORT)
      return refuse('Use port 443 or a port from 1024 to 65535');
  }
  const [first] = addresses;
  if (!first) return refuse('The host name could not be found', true);
  return { ok: true, url, address: first };
}
