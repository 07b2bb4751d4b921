import * as core from '../index';
import type { Endpoint } from '../api/endpoint';

/** An endpoint of the contract's core entry and the name it is exported under. */
export interface NamedEndpoint {
  /** The export's name without its `Endpoint` suffix, e.g. `adSearch`. */
  readonly name: string;
  readonly endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'access' in value &&
    'data' in value
  );
}

/**
 * Every endpoint the core entry exports, sorted by name: the core is the public contract (decision
 * 0051), so an endpoint is in the published API exactly when a program could import it.
 */
export function contractEndpoints(): NamedEndpoint[] {
  return Object.entries(core as Record<string, unknown>)
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .map(([exportName, endpoint]) => ({
      name: exportName.replace(/Endpoint$/, ''),
      endpoint,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
