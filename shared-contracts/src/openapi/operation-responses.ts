import type { Endpoint } from '../api/endpoint';
import type { OpenApiHeader, OpenApiReference, OpenApiResponse } from './openapi-types';

/** The reusable error answers under `components.responses`, each the contract's error envelope. */
export const ERROR_RESPONSES = {
  BadRequest: 'The request does not match the schemas: `meta.message` says which field and why.',
  InvalidApiKey:
    'An unknown, revoked or expired API key. A refused session token answers 403 with `meta.action` REDIRECT_WITH_LOGOUT.',
  PaymentRequired:
    'The plan lacks the feature, the ad detail was not paid for, or the credits are spent.',
  Forbidden:
    'No live session; an e-mail address not yet confirmed; an API key used from outside its allow-list, without the scope the call needs (named in `meta.message`), or on a call no key may make.',
  NotFound: 'No such record, or a record of another user (answered as if it did not exist).',
  Blocked: 'The route group is blocked for this user (`meta.to` says where to go).',
  TooManyRequests:
    'Over the rate limit: `Retry-After` says when to try again; a keyed call also carries the `RateLimit` fields.',
  Unavailable: 'Maintenance, or the database is out of reach: try again later.',
  Failure: 'Any other failure, in the same envelope; `meta.code` repeats the HTTP status.',
} as const;
export type ErrorResponseName = keyof typeof ERROR_RESPONSES;

const integer = { type: 'integer', minimum: 0 } as const;
const text = { type: 'string' } as const;

/** The IETF fields a keyed answer carries (decision 0057), and what a refusal adds. */
export const RATE_LIMIT_HEADERS: Record<string, OpenApiHeader> = {
  RateLimit: {
    description:
      'Keyed calls: what is left of each policy and the seconds to its window\'s end, e.g. `"key";r=597;t=42, "user";r=590;t=42`.',
    schema: text,
  },
  'RateLimit-Policy': {
    description: 'Keyed calls: the quota per window of each policy, e.g. `"key";q=600;w=60`.',
    schema: text,
  },
};

export function creditHeaders(used: string, left: string): Record<string, OpenApiHeader> {
  return {
    [used]: {
      description: 'Credits this call charged (0 for an ad paid before).',
      schema: integer,
    },
    [left]: { description: 'Credits left after this call.', schema: integer },
  };
}

function ref(name: ErrorResponseName): OpenApiReference {
  return { $ref: `#/components/responses/${name}` };
}

/**
 * The failures an endpoint can answer, read from what it declares: its schemas (400), its access
 * (401, 402, 403, 404, 423) and what every call may meet (429, 503, anything else).
 */
export function errorResponsesOf(
  endpoints: readonly Endpoint[],
  hasInput: boolean,
): Record<string, OpenApiReference> {
  const responses: Record<string, OpenApiReference> = {};
  if (hasInput) responses['400'] = ref('BadRequest');
  const signedIn = endpoints.flatMap((endpoint) =>
    endpoint.access.kind === 'signed-in' ? [endpoint.access] : [],
  );
  if (signedIn.length > 0) {
    responses['401'] = ref('InvalidApiKey');
    if (signedIn.some((rules) => rules.feature || rules.paidView)) {
      responses['402'] = ref('PaymentRequired');
    }
    responses['403'] = ref('Forbidden');
  }
  if (
    signedIn.some((rules) => rules.owner) ||
    endpoints.some((endpoint) => /\{\w+\}/.test(endpoint.path))
  ) {
    responses['404'] = ref('NotFound');
  }
  if (signedIn.some((rules) => rules.area)) responses['423'] = ref('Blocked');
  responses['429'] = ref('TooManyRequests');
  responses['503'] = ref('Unavailable');
  responses.default = ref('Failure');
  return responses;
}

export function errorResponse(
  description: string,
  envelope: OpenApiResponse['content'],
  headers?: Record<string, OpenApiHeader>,
): OpenApiResponse {
  return { description, ...(headers ? { headers } : {}), content: envelope };
}
