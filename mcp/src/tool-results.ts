import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AdlensApiError, type Metering } from './adlens-api';

/** The metering a call reported, as a line for the assistant; empty when it reported none. */
function meteringLine(metering: Metering): string {
  const facts: string[] = [];
  if (metering.creditsUsed !== null)
    facts.push(`credits used by this call: ${metering.creditsUsed}`);
  if (metering.creditsLeft !== null) facts.push(`credits left: ${metering.creditsLeft}`);
  if (metering.rateLimit !== null) facts.push(`rate limit: ${metering.rateLimit}`);
  return facts.length ? `\n(${facts.join('; ')})` : '';
}

export function answer(data: unknown, metering: Metering, lead = ''): CallToolResult {
  return {
    content: [{ type: 'text', text: `${lead}${JSON.stringify(data)}${meteringLine(metering)}` }],
  };
}

/** What an assistant should do about each refusal, beside the API's own message. */
function advice(error: AdlensApiError): string {
  switch (error.status) {
    case 401:
      return 'The API key (ADLENS_API_KEY) is unknown, revoked or expired: make a new one on the profile page.';
    case 403:
      return 'The API key may not make this call (a scope it lacks, or an address outside its allow-list).';
    case 402:
      return 'The plan or the credits do not allow this call.';
    case 429:
      return error.retryAfterSeconds === null
        ? 'Too many calls: wait before calling again.'
        : `Too many calls: retry after ${error.retryAfterSeconds} seconds.`;
    default:
      return '';
  }
}

/** A refusal of the API (or an unreachable API) as an MCP tool error the assistant can read. */
export function toolError(error: unknown): CallToolResult {
  if (!(error instanceof AdlensApiError)) throw error;
  const status = error.status ? `Adlens API ${error.status}: ` : '';
  const text = [`${status}${error.message}`, advice(error)].filter(Boolean).join('\n');
  return { isError: true, content: [{ type: 'text', text }] };
}
