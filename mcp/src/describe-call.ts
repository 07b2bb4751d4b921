import { type Endpoint, apiKeyScopeOf } from '@adlens/shared-contracts';

/** The contract's facts about a call, appended to a tool's description: call, scope, rules. */
export function describeCall(endpoint: Endpoint): string {
  const scope = apiKeyScopeOf(endpoint);
  const facts = [`Calls ${endpoint.method} /api${endpoint.path}`];
  facts.push(scope ? `needs an API key with the scope "${scope}"` : 'no API key may call it');
  if (endpoint.access.kind === 'signed-in') {
    if (endpoint.access.feature) facts.push(`needs a plan with "${endpoint.access.feature}"`);
    if (endpoint.access.area) facts.push(`needs access to the "${endpoint.access.area}" area`);
    if (endpoint.access.owner) facts.push(`only the user's own ${endpoint.access.owner.resource}`);
  }
  return `${facts.join('; ')}.`;
}
