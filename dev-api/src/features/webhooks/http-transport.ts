import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './webhook-url';

export interface TransportRequest {
  url: URL;
  /** The checked address: the connection goes there and nowhere else. */
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface TransportAnswer {
  status: number;
  retryAfter: string | undefined;
}

/** Sends one POST; rejects on a network error or timeout. Redirects are answers, never followed. */
export type WebhookTransport = (request: TransportRequest) => Promise<TransportAnswer>;

/** A lookup that answers the checked address, whatever DNS would say now (no rebinding). */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * node:http(s) with the host name kept for TLS (SNI and certificate check) and the Host header,
 * while the socket connects to the pinned address. No agent: a pooled connection could outlive
 * the check it was made under. Only the status line is read; the body is dropped.
 */
export const httpTransport: WebhookTransport = ({ url, address, headers, body, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(address),
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        clearTimeout(deadline);
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter });
        response.destroy();
      },
    );
    // One deadline for connect, send and the status line: a receiver that trickles bytes does
    // not hold a worker longer than this.
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
