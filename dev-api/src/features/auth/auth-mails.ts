import type { Queryable } from '../../db/database';
import { deliverMail } from './mailbox';
import { issueToken, newCode, revokeTokens } from './tokens';

const CODE_TTL_SECONDS = 60 * 60 * 24;

/** Mails a fresh confirmation code (older ones stop working). */
export async function sendConfirmation(
  db: Queryable,
  user: { id: number; email: string },
  now: Date,
) {
  await revokeTokens(db, user.id, 'confirm');
  const code = newCode();
  const token = await issueToken(db, {
    userId: user.id,
    kind: 'confirm',
    ttlSeconds: CODE_TTL_SECONDS,
    now,
    code,
  });
  await deliverMail(
    db,
    {
      email: user.email,
      kind: 'confirm',
      subject: 'Confirm your e-mail address',
      body: `Your confirmation code is ${code}. Or open /authentication/signup/confirm-email?email=${encodeURIComponent(user.email)}&token=${token}`,
      code,
      token,
    },
    now,
  );
}

/** Mails a reset code; the link token opens the new-password page directly. */
export async function sendPasswordReset(
  db: Queryable,
  user: { id: number; email: string },
  now: Date,
) {
  await revokeTokens(db, user.id, 'reset');
  const code = newCode();
  const token = await issueToken(db, {
    userId: user.id,
    kind: 'reset',
    ttlSeconds: 60 * 60,
    now,
    code,
  });
  await deliverMail(
    db,
    {
      email: user.email,
      kind: 'reset',
      subject: 'Reset your password',
      body: `Your reset code is ${code}. Or open /authentication/reset-password/new-password/${token}?email=${encodeURIComponent(user.email)}`,
      code,
      token,
    },
    now,
  );
}
