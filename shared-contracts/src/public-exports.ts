import * as core from './index';
import * as features from './features';

/**
 * Every export of the contract's public entries, the core and features (decisions 0051, 0074), by
 * name: what a program may import, so what the OpenAPI document, the access matrix and the API key
 * scopes must cover. Both entries are one namespace: a name in both is refused here.
 */
export function publicContractExports(): Readonly<Record<string, unknown>> {
  const merged: Record<string, unknown> = { ...core };
  for (const [name, value] of Object.entries(features)) {
    if (name in merged) throw new Error(`${name} is exported by the contract's core and features`);
    merged[name] = value;
  }
  return merged;
}
