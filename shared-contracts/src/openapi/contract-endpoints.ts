import { publicContractExports } from '../public-exports';
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
 * Every endpoint the public entries export, sorted by name: the core and features are the public
 * contract (decisions 0051, 0074), so an endpoint is in the published API exactly when a program
 * could import it.
 */
export function contractEndpoints(): NamedEndpoint[] {
  return Object.entries(publicContractExports())
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .map(([exportName, endpoint]) => ({
      name: exportName.replace(/Endpoint$/, ''),
      endpoint,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
