import {
  CREDITS_LEFT_HEADER,
  CREDITS_USED_HEADER,
  type Endpoint,
  buildEndpointPath,
  errorBodySchema,
} from '@adlens/shared-contracts';
import type { RequestParts } from './endpoint-input';

/** What a keyed call answered besides its data: the metering a program plans around (0057). */
export interface Metering {
  creditsUsed: number | null;
  creditsLeft: number | null;
  /** The IETF `RateLimit` field as sent, e.g. `"key";r=597;t=42, "user";r=590;t=42`. */
  rateLimit: string | null;
}

export interface ApiAnswer {
  data: unknown;
  metering: Metering;
}

/** A refusal of the API, with what a caller needs to act on it. */
export class AdlensApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Seconds to wait (`Retry-After`), on a 429. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = 'AdlensApiError';
  }
}

export interface AdlensApiOptions {
  /** The API's base URL, `/api` included (e.g. `https://adlens.example/api`). */
  baseUrl: string;
  /** The API key's secret (`adl_...`): sent as a bearer token, never logged. */
  apiKey: string;
  fetch?: typeof fetch;
}

export type AdlensApi = (endpoint: Endpoint, parts: RequestParts) => Promise<ApiAnswer>;

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function refusal(response: Response): Promise<AdlensApiError> {
  const text = await response.text();
  let message = `The Adlens API answered ${response.status} ${response.statusText}`.trim();
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) message = parsed.data.meta.message;
  } catch {
    // Not the error envelope (a proxy's page, say): the status line is all there is.
  }
  return new AdlensApiError(
    response.status,
    message,
    headerNumber(response.headers, 'retry-after'),
  );
}

/**
 * Calls one contract endpoint of the Adlens HTTP API with an API key: the only way this server
 * reaches Adlens data (never the database). Answers the success envelope's `data` and the
 * metering headers; throws `AdlensApiError` on any refusal.
 */
export function createAdlensApi({ baseUrl, apiKey, fetch: fetcher = fetch }: AdlensApiOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  const call: AdlensApi = async (endpoint, parts) => {
    const url = `${base}${buildEndpointPath(endpoint.path, parts.params)}${queryString(parts.query)}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${apiKey}`,
    };
    if (parts.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetcher(url, {
        method: endpoint.method,
        headers,
        body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
      });
    } catch (error) {
      // The URL carries no secret (the key goes in a header), so naming it is safe.
      throw new AdlensApiError(
        0,
        `The Adlens API at ${base} did not answer (${String(error)})`,
        null,
      );
    }
    if (!response.ok) throw await refusal(response);
    const body = (await response.json()) as { data?: unknown };
    return {
      data: body.data,
      metering: {
        creditsUsed: headerNumber(response.headers, CREDITS_USED_HEADER),
        creditsLeft: headerNumber(response.headers, CREDITS_LEFT_HEADER),
        rateLimit: response.headers.get('ratelimit'),
      },
    };
  };
  return call;
}
