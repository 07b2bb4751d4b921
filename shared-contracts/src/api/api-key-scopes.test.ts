import * as core from '../index';
import { publicContractExports } from '../public-exports';
import type { Endpoint } from './endpoint';
import { apiKeyScopeOf, keyCallableEndpoints } from './api-key-scopes';

/**
 * Signed-in endpoints no API key may call (decision 0057): credentials, profile, payment, team,
 * referrals, webhooks, saved filters and the app's own bookkeeping. A new signed-in endpoint is
 * in neither list until someone decides which it belongs to.
 */
const SESSION_ONLY_ENDPOINTS = [
  'apiKeysEndpoint',
  'createApiKeyEndpoint',
  'revokeApiKeyEndpoint',
  'changeProfilePasswordEndpoint',
  'profileEndpoint',
  'updateProfileEndpoint',
  'uploadAvatarEndpoint',
  'sourceTypeEndpoint',
  'sawIntroEndpoint',
  'saveDeviceEndpoint',
  'userInitEndpoint',
  'userDashboardEndpoint',
  'tutorialsEndpoint',
  'subscriptionPlansEndpoint',
  'planCalculatorEndpoint',
  'couponCheckEndpoint',
  'paymentGatewayEndpoint',
  'teamMembersEndpoint',
  'addTeamMemberEndpoint',
  'removeTeamMemberEndpoint',
  'referralOverviewEndpoint',
  'referralPerformanceEndpoint',
  'referralPayoutEndpoint',
  'webhookEndpoint',
  'setWebhookEndpoint',
  'deleteWebhookEndpoint',
  'rotateWebhookSecretEndpoint',
  'testWebhookEndpoint',
  'webhookDeliveriesEndpoint',
  'savedFiltersEndpoint',
  'createSavedFilterEndpoint',
  'deleteSavedFiltersEndpoint',
  'deleteSavedFilterEndpoint',
  'followsSeenEndpoint',
  'announcementEndpoint',
  'announcementEvidenceEndpoint',
  'shareAdEndpoint',
  // A team's tag vocabulary is managed from the account pages (decision 0068).
  'tagVocabularyEndpoint',
  'renameTagEndpoint',
  'mergeTagsEndpoint',
  'addTagSynonymEndpoint',
  'removeTagSynonymEndpoint',
  'retagJobEndpoint',
];

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'access' in value && 'path' in value;
}

const signedIn: [string, Endpoint][] = [];
for (const [name, value] of Object.entries(publicContractExports())) {
  if (isEndpoint(value) && value.access.kind === 'signed-in') signedIn.push([name, value]);
}

describe('API key scopes', () => {
  it('classifies every signed-in endpoint as keyed (with a scope) or session-only', () => {
    const unclassified = signedIn
      .filter(
        ([name, endpoint]) =>
          apiKeyScopeOf(endpoint) === null && !SESSION_ONLY_ENDPOINTS.includes(name),
      )
      .map(([name]) => name);
    expect(unclassified).toEqual([]);
  });

  it('gives no session-only endpoint a scope, and scopes only endpoints of the core', () => {
    const scopedSessionOnly = signedIn
      .filter(
        ([name, endpoint]) => SESSION_ONLY_ENDPOINTS.includes(name) && apiKeyScopeOf(endpoint),
      )
      .map(([name]) => name);
    expect(scopedSessionOnly).toEqual([]);
    const exported = new Set<Endpoint>(signedIn.map(([, endpoint]) => endpoint));
    expect(keyCallableEndpoints().filter((endpoint) => !exported.has(endpoint))).toEqual([]);
  });

  it('keeps keys, password and payment out of reach of a key', () => {
    for (const endpoint of [
      core.createApiKeyEndpoint,
      core.revokeApiKeyEndpoint,
      core.changeProfilePasswordEndpoint,
      core.paymentGatewayEndpoint,
    ])
      expect(apiKeyScopeOf(endpoint)).toBeNull();
    expect(apiKeyScopeOf(core.adDetailEndpoint)).toBe('ads:detail');
    expect(apiKeyScopeOf(core.adSearchEndpoint)).toBe('ads:read');
  });
});
