import { type ApiKeyScope, type Endpoint, apiKeyScopeOf } from '@adlens/shared-contracts';
import type { Context } from 'hono';
import { addressAllowed } from '../features/apikeys/allowed-addresses';
import { type ApiKeyRow, findApiKey } from '../features/apikeys/api-key-store';
import type { AppContext } from './app-context';
import { fail } from './api-failure';
import { clientPeerAddress } from './client-address';
import { type UserRow, findUserById } from './session';

/** Who calls with an API key: the key and the user it acts as. */
export interface KeyCaller {
  key: ApiKeyRow;
  user: UserRow;
}

/**
 * The key a bearer secret names, if it may be used now from this address: an unknown, revoked or
 * expired key answers 401 with the error envelope; an address outside its allow-list 403.
 */
export async function loadKeyCaller(
  app: AppContext,
  c: Context,
  secret: string,
): Promise<KeyCaller> {
  const key = await findApiKey(app.db, secret);
  if (!key) throw fail.snackbar(401, 'This API key is not valid');
  if (key.revoked_at) throw fail.snackbar(401, 'This API key was revoked');
  if (key.expires_at && key.expires_at.getTime() <= app.now().getTime())
    throw fail.snackbar(401, `This API key expired at ${key.expires_at.toISOString()}`);
  const user = await findUserById(app.db, key.user_id);
  if (!user) throw fail.snackbar(401, 'This API key is not valid');
  if (!addressAllowed(key.allowed_addresses, clientPeerAddress(c, app.trustedProxies)))
    throw fail.snackbar(403, 'This API key may not be used from this address');
  return { key, user };
}

/**
 * The endpoint's scope (the contract's table, decision 0057) must be one of the key's; an endpoint
 * without one (keys, sessions, password, profile, payment...) is refused to every key.
 */
export function requireScope(endpoint: Endpoint, key: Pick<ApiKeyRow, 'scopes'>): ApiKeyScope {
  const scope = apiKeyScopeOf(endpoint);
  if (scope === null)
    throw fail.snackbar(403, 'API keys cannot call this endpoint: it needs a signed-in session');
  if (!key.scopes.includes(scope))
    throw fail.snackbar(403, `This API key lacks the scope "${scope}" this endpoint needs`);
  return scope;
}
