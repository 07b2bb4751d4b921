import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { newToken, tokenHash } from '../auth/tokens';

/**
 * A file link works without a header (the browser follows it as a plain link), so it carries its
 * own short-lived credential: a random token bound to the user and the download, stored like the
 * other tokens (its hash only). It is named `token` so that telemetry's URL scrubbing removes it.
 */
const LINK_TTL_MS = 5 * 60_000;

export async function createDownloadLink(
  db: Queryable,
  userId: number,
  downloadId: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, kind, code, expires_at) VALUES ($1, $2, 'download', $3, $4)`,
    [
      tokenHash(token),
      userId,
      String(downloadId),
      new Date(now.getTime() + LINK_TTL_MS).toISOString(),
    ],
  );
  return `/api/v1/landing/download/${downloadId}/file?token=${encodeURIComponent(token)}`;
}

/** A link's token must be live and made for this download; anything else is a plain 404. */
export async function assertDownloadLink(
  db: Queryable,
  downloadId: number,
  token: string | undefined,
  now: Date,
): Promise<void> {
  if (!token) throw fail.notFound('Download not found');
  const rows = await db.query(
    `SELECT 1 FROM auth_tokens
     WHERE token_hash = $1 AND kind = 'download' AND code = $2 AND NOT revoked AND expires_at > $3`,
    [tokenHash(token), String(downloadId), now.toISOString()],
  );
  if (rows.length === 0) throw fail.notFound('Download not found');
}
