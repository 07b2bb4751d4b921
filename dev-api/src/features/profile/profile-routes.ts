import {
  AVATAR_MAX_BYTES,
  changeProfilePasswordEndpoint,
  profileEndpoint,
  profileSchema,
  sawIntroEndpoint,
  sourceTypeEndpoint,
  updateProfileEndpoint,
  uploadAvatarEndpoint,
  userDashboardEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../../http/app-context';
import { ApiFailure, fail } from '../../http/api-failure';
import { honoPath, userRoute } from '../../http/route';
import { type UserRow, avatarUrl, findUserById } from '../../http/session';
import { clientAddress } from '../../http/client-address';
import { attemptLimits } from '../auth/attempt-limits';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeAllBut } from '../auth/tokens';
import { avatarTooLarge, readAvatar } from './avatar-image';
import { loadDashboard } from './dashboard';
import { registerAvatarFile } from './avatar-file';

/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

function toProfile(row: UserRow) {
  return profileSchema.parse({
    id: row.id,
    name: row.name,
    email: row.email,
    avatar_url: avatarUrl(row),
    company: row.company,
    phone: row.phone,
    country: row.country,
    source_type: row.source_type,
    referral_code: row.referral_code,
    created_at: row.created_at.toISOString(),
  });
}

async function reloadProfile(app: AppContext, userId: number) {
  const row = await findUserById(app.db, userId);
  if (!row) throw fail.sessionExpired();
  return toProfile(row);
}

export function registerProfileRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, userDashboardEndpoint, ({ session }) =>
    loadDashboard(app.db, session.user, app.now()),
  );

  userRoute(router, app, profileEndpoint, async ({ session }) => toProfile(session.user));

  userRoute(router, app, updateProfileEndpoint, async ({ body, session }) => {
    // COALESCE keeps fields the body leaves out; an explicit null (or '') clears them.
    await app.db.query(
      `UPDATE users SET
         name = COALESCE($2, name),
         company = CASE WHEN $3 THEN $4 ELSE company END,
         phone = CASE WHEN $5 THEN $6 ELSE phone END,
         country = CASE WHEN $7 THEN $8 ELSE country END
       WHERE id = $1`,
      [
        session.user.id,
        body.name ?? null,
        body.company !== undefined,
        body.company ?? null,
        body.phone !== undefined,
        body.phone ?? null,
        body.country !== undefined,
        body.country ?? null,
      ],
    );
    return reloadProfile(app, session.user.id);
  });

  router.use(
    honoPath(uploadAvatarEndpoint.path),
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw avatarTooLarge();
      },
    }),
  );
  userRoute(router, app, uploadAvatarEndpoint, async ({ c, session }) => {
    const form = await c.req.parseBody().catch((error: unknown) => {
      if (error instanceof ApiFailure) throw error;
      throw fail.inline('avatar', 'Send the image as multipart form data in the field "avatar".');
    });
    const { bytes, contentType } = await readAvatar(form.avatar);
    const version = `${app.now().getTime().toString(36)}`;
    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO avatars (user_id, content_type, data, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET content_type = EXCLUDED.content_type,
           data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
        [session.user.id, contentType, Buffer.from(bytes).toString('base64'), app.now()],
      );
      await tx.query('UPDATE users SET avatar = $2 WHERE id = $1', [session.user.id, version]);
    });
    const url = avatarUrl({ id: session.user.id, avatar: version });
    if (!url) throw fail.snackbar(500, 'Could not store the avatar');
    return { avatar_url: url };
  });
  registerAvatarFile(router, app);

  userRoute(router, app, changeProfilePasswordEndpoint, async ({ body, session, c }) => {
    // The sign-in's throttle and counts (decision 0021): a stolen session guesses no faster.
    const attempt = await attemptLimits(app, clientAddress(c, app.trustedProxies)).passwordAttempt(
      session.user.email,
      'current_password',
    );
    if (!(await verifyPassword(body.current_password, session.user.password_hash)))
      throw fail.inline('current_password', 'The current password is wrong');
    await attempt.right();
    if (body.current_password === body.password)
      throw fail.inline('password', 'Choose a password different from the current one');
    const hash = await hashPassword(body.password);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [session.user.id, hash]);
      // Other sessions, mailed codes and reset tokens end; this session stays signed in.
      await revokeAllBut(tx, session.user.id, session.token);
    });
    return { changed: true as const };
  });

  userRoute(router, app, sourceTypeEndpoint, async ({ body, session }) => {
    await app.db.query('UPDATE users SET source_type = $2 WHERE id = $1', [
      session.user.id,
      body.source_type,
    ]);
    return { source_type: body.source_type };
  });

  userRoute(router, app, sawIntroEndpoint, async ({ session }) => {
    await app.db.query('UPDATE users SET saw_intro = true, is_new_user = false WHERE id = $1', [
      session.user.id,
    ]);
    return { saw: true as const };
  });
}
