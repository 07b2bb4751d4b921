import { createHash } from 'node:crypto';
import { startDownloadEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import { migrate } from '../../db/migrate';
import { useTestServer } from '../../testing/use-test-server';

// Issue 42: session, reset and download tokens were stored as they are, so a copy of the
// database signed its reader in. The table keeps each token's SHA-256 only (decision 0049).
const server = useTestServer({ per: 'test' });
const EMAIL = 'demo@adlens.test';

const tokenData = z.object({ data: z.object({ token: z.string() }) });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function storedTokens(): Promise<string[]> {
  const rows = await server.db.query<Record<string, unknown>>('SELECT * FROM auth_tokens');
  // Every column of every row: a clear token in any of them is a leak.
  return rows.flatMap((row) => Object.values(row).map(String));
}

test('session, verified-reset and download tokens are stored as their SHA-256 only', async () => {
  const session = await server.login();
  await server.request('POST', '/v1/auth/reset-password', { body: { email: EMAIL } });
  const link = /new-password\/([^?\s]+)/.exec(server.mail.sent.at(-1)?.text ?? '')?.[1];
  const verified = tokenData.parse(
    (
      await server.request('POST', '/v1/auth/reset-password/verify', {
        body: { email: EMAIL, token: server.mail.latestCode(EMAIL, 'reset') },
      })
    ).json,
  ).data.token;
  const started = successBodySchema(startDownloadEndpoint.data).parse(
    (await server.request('POST', '/v1/landing/download/2', { token: session })).json,
  ).data;
  const download = new URL(started.url, 'http://x').searchParams.get('token');
  if (!link || !download) throw new Error('no mailed link or download link');

  const stored = await storedTokens();
  for (const token of [session, link, verified, download]) {
    expect(stored).not.toContain(token);
    expect(stored).toContain(sha256(token));
  }
  // And each still works through the API.
  expect((await server.request('GET', '/v1/user/init', { token: session })).status).toBe(200);
  expect((await server.request('GET', started.url.replace(/^\/api/, ''))).status).toBe(200);
  const changed = await server.request('POST', '/v1/auth/reset-password/change-password', {
    body: { email: EMAIL, token: verified, password: 'brand-new-pass-1' },
  });
  expect(changed.status).toBe(200);
});

test('a session stored in clear before the migration still signs in after it; its clear value is gone', async () => {
  // The table as it stood before 0016: clear tokens in a `token` column.
  await server.db.exec(`
    DELETE FROM auth_tokens;
    DELETE FROM schema_migrations WHERE id = '0016-hashed-tokens';
    ALTER TABLE auth_tokens RENAME COLUMN token_hash TO token;`);
  const [demo] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    EMAIL,
  ]);
  const clear = 'a-session-from-before-the-migration-0123456789';
  const later = new Date(server.clock.now.getTime() + 86_400_000).toISOString();
  await server.db.query(
    `INSERT INTO auth_tokens (token, user_id, kind, expires_at) VALUES
       ($1, $2, 'session', $3), ('revoked-one', $2, 'session', $3)`,
    [clear, demo?.id, later],
  );
  await server.db.query("UPDATE auth_tokens SET revoked = true WHERE token = 'revoked-one'");

  expect(await migrate(server.db)).toEqual(['0016-hashed-tokens']);

  expect(await server.db.query('SELECT token_hash FROM auth_tokens')).toEqual([
    { token_hash: sha256(clear) },
  ]);
  expect((await server.request('GET', '/v1/user/init', { token: clear })).status).toBe(200);
});

test('no table holds a session token in clear, the general rate limit counting it included', async () => {
  server.settings.rateLimitPerMinute = 600;
  const session = await server.login();
  expect((await server.request('GET', '/v1/user/init', { token: session })).status).toBe(200);

  const columns = await server.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb')`,
  );
  const holding: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await server.db.query(
      `SELECT 1 FROM "${table}" WHERE strpos("${column}"::text, $1) > 0 LIMIT 1`,
      [session],
    );
    if (rows.length > 0) holding.push(`${table}.${column}`);
  }
  expect(holding).toEqual([]);
});
