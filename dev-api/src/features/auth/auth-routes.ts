import {
  confirmEndpoint,
  confirmResendEndpoint,
  loginEndpoint,
  logoutEndpoint,
  registerEndpoint,
  resetPasswordChangeEndpoint,
  resetPasswordEndpoint,
  resetPasswordVerifyEndpoint,
  saveDeviceEndpoint,
  userInitEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { clientAddress } from '../../http/client-address';
import { publicRoute, userRoute } from '../../http/route';
import { bearerToken, findUserByEmail, findUserById, toUser } from '../../http/session';
import { sendConfirmation, sendPasswordReset, sendSignUpAttempt } from './auth-mails';
import { hashPassword, verifyPassword } from './passwords';
import { attemptLimits } from './attempt-limits';
import { useMailedCode } from './code-check';
import { isReferrersOwnAddress, rememberAccountAddress } from '../referrals/own-account-rule';
import { issueToken, newToken, revokeAllBut, revokeToken } from './tokens';

let decoy: Promise<string> | undefined;

/** A hash of no one's password, checked when the e-mail names no account. */
function decoyHash(): Promise<string> {
  decoy ??= hashPassword(newToken());
  return decoy;
}

async function startSession(app: AppContext, userId: number, address: string) {
  await rememberAccountAddress(app.db, userId, address, app.now());
  const token = await issueToken(app.db, {
    userId,
    kind: 'session',
    ttlSeconds: app.tokenTtlSeconds,
    now: app.now(),
  });
  const user = await findUserById(app.db, userId);
  if (!user) throw fail.notFound('Account not found');
  return { token, user: toUser(user) };
}

export function registerAuthRoutes(router: Hono, app: AppContext): void {
  publicRoute(router, app, loginEndpoint, async ({ body, c }) => {
    const limits = attemptLimits(app, clientAddress(c, app.trustedProxies));
    const attempt = await limits.passwordAttempt(body.email);
    const user = await findUserByEmail(app.db, body.email);
    // An unknown e-mail costs the same hashing as a known one, so timing tells no account apart.
    const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
    if (!user || !matches) throw fail.inline('password', 'Wrong e-mail or password');
    await attempt.right();
    if (!user.email_confirmed) {
      if (await limits.mayMailCode(user.id))
        await sendConfirmation(app.db, app.mailer, user, app.now());
      throw fail.emailNotConfirmed();
    }
    return startSession(app, user.id, clientAddress(c, app.trustedProxies));
  });

  /**
   * Sign-up answers alike whether the e-mail is taken or not (decision 0048): the confirm page
   * follows either way, and only the mailbox learns which it was. A new account gets its code; a
   * taken e-mail's owner gets a new code if the account still waits for confirmation, or else a
   * notice that someone tried to sign up (neither changes the account).
   */
  publicRoute(router, app, registerEndpoint, async ({ body, c }) => {
    const email = body.email.toLowerCase();
    const address = clientAddress(c, app.trustedProxies);
    const passwordHash = await hashPassword(body.password);
    // The mail goes out after the commit: no SMTP conversation holds the transaction open.
    const outcome = await app.db.transaction(async (tx) => {
      const taken = await findUserByEmail(tx, email);
      if (taken) return { taken };
      const named = body.ref_id
        ? (
            await tx.query<{ id: number }>('SELECT id FROM users WHERE referral_code = $1', [
              body.ref_id,
            ])
          )[0]
        : undefined;
      // A referral from the referrer's own address is no referral: the account is created
      // without it (no discount, no commission), and nothing tells the sender apart.
      const referrer =
        named && !(await isReferrersOwnAddress(tx, named.id, address)) ? named : undefined;
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO users (email, name, password_hash, plan_id, credits, referral_code, referred_by, created_at)
         VALUES ($1, $2, $3, (SELECT id FROM plans WHERE is_free LIMIT 1), 10, $4, $5, $6) RETURNING id`,
        [
          email,
          body.name,
          passwordHash,
          newToken().slice(0, 10).toUpperCase(),
          referrer?.id ?? null,
          app.now().toISOString(),
        ],
      );
      if (!created) throw fail.snackbar(500, 'Could not create the account');
      await rememberAccountAddress(tx, created.id, address, app.now());
      if (referrer) {
        await tx.query(
          "INSERT INTO referral_events (referrer_id, kind, referred_email, created_at) VALUES ($1, 'signup', $2, $3)",
          [referrer.id, email, app.now().toISOString()],
        );
      }
      return { createdId: created.id };
    });
    const { createdId, taken } = outcome;
    if (createdId !== undefined) {
      await sendConfirmation(app.db, app.mailer, { id: createdId, email }, app.now());
    } else if (taken) {
      // Only the account's own silent cap: an address count here would answer 429 for taken
      // e-mails alone.
      const limits = attemptLimits(app, clientAddress(c, app.trustedProxies));
      if (await limits.mayMailAccount(taken.id)) {
        if (taken.email_confirmed) await sendSignUpAttempt(app.mailer, taken);
        else await sendConfirmation(app.db, app.mailer, taken, app.now());
      }
    }
    return { email, confirmation_required: true as const };
  });

  publicRoute(router, app, confirmEndpoint, async ({ body, c }) => {
    const user = await findUserByEmail(app.db, body.email);
    // The code is the proof of the mailbox, confirmed account or not: confirming signs in.
    await useMailedCode(app, c, {
      user,
      kind: 'confirm',
      tokenOrCode: body.token,
      invalidMessage: 'The code is not valid or has expired',
    });
    if (!user) throw fail.inline('token', 'The code is not valid or has expired');
    await app.db.query(
      'UPDATE users SET email_confirmed = true, device = COALESCE($2, device), saved_device = ($2 IS NOT NULL OR saved_device) WHERE id = $1',
      [user.id, body.device ?? null],
    );
    return startSession(app, user.id, clientAddress(c, app.trustedProxies));
  });

  publicRoute(router, app, confirmResendEndpoint, async ({ body, c }) => {
    const user = await findUserByEmail(app.db, body.email);
    const waiting = user && !user.email_confirmed ? user : undefined;
    // Counted for every e-mail alike, so the address's limit tells no account apart.
    const limits = attemptLimits(app, clientAddress(c, app.trustedProxies));
    if ((await limits.mayMailCode(waiting?.id)) && waiting)
      await sendConfirmation(app.db, app.mailer, waiting, app.now());
    return { sent: true as const, email: body.email };
  });

  publicRoute(router, app, resetPasswordEndpoint, async ({ body, c }) => {
    const user = await findUserByEmail(app.db, body.email);
    // Counted for known and unknown e-mails alike, and over the account's limit the answer stays
    // "sent": neither tells which e-mails exist.
    const limits = attemptLimits(app, clientAddress(c, app.trustedProxies));
    if ((await limits.mayMailCode(user?.id)) && user)
      await sendPasswordReset(app.db, app.mailer, user, app.now());
    return { sent: true as const, email: body.email };
  });

  publicRoute(router, app, resetPasswordVerifyEndpoint, async ({ body, c }) => {
    const user = await findUserByEmail(app.db, body.email);
    await useMailedCode(app, c, {
      user,
      kind: 'reset',
      tokenOrCode: body.token,
      invalidMessage: 'The code is not valid or has expired',
    });
    if (!user) throw fail.inline('token', 'The code is not valid or has expired');
    const token = await issueToken(app.db, {
      userId: user.id,
      kind: 'reset_verified',
      ttlSeconds: 60 * 60,
      now: app.now(),
    });
    return { token };
  });

  publicRoute(router, app, resetPasswordChangeEndpoint, async ({ body, c }) => {
    const user = await findUserByEmail(app.db, body.email);
    await useMailedCode(app, c, {
      user,
      kind: 'reset',
      alsoKinds: ['reset_verified'],
      tokenOrCode: body.token,
      invalidMessage: 'This reset link is not valid or has expired',
    });
    if (!user) throw fail.inline('token', 'This reset link is not valid or has expired');
    const passwordHash = await hashPassword(body.password);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
      // Whoever held a session, code or verified token of the old password holds nothing now.
      await revokeAllBut(tx, user.id, null);
    });
    return { changed: true as const };
  });

  publicRoute(router, app, logoutEndpoint, async ({ c }) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) await revokeToken(app.db, token);
    return {};
  });

  userRoute(router, app, saveDeviceEndpoint, async ({ body, session }) => {
    await app.db.query('UPDATE users SET device = $2, saved_device = true WHERE id = $1', [
      session.user.id,
      body.device,
    ]);
    return { saved_device: true as const };
  });

  userRoute(router, app, userInitEndpoint, async ({ session }) => ({ user: toUser(session.user) }));
}
