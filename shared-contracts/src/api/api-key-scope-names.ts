/**
 * The scopes an API key may hold (issue 40, decision 0057). Apart from the key endpoints, since
 * every endpoint may name the scope it needs (decision 0074).
 */
export const API_KEY_SCOPES = [
  'ads:read',
  'ads:detail',
  'bookmarks:write',
  'follows:write',
  'exports',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
