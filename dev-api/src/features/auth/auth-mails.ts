import type { Queryable } from '../../db/database';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { issueToken, newCode, revokeTokens } from './tokens';

const CODE_TTL_SECONDS = 60 * 60 * 24;

/**
 * A mail that cannot be handed over (the SMTP server is down) leaves the request answered: the
 * person asks for a new code. The log names the kind and the cause, never the text with its code.
 */
async function deliver(mailer: Mailer, mail: OutgoingMail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    console.error(`dev-api: the ${mail.kind} mail could not be sent: ${cause}`);
  }
}

/** Mails a fresh confirmation code (older ones stop working). */
export async function sendConfirmation(
  db: Queryable,
  mailer: Mailer,
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
  await deliver(mailer, {
    to: user.email,
    kind: 'confirm',
    subject: 'Confirm your e-mail address',
    text: `Your confirmation code is ${code}. Or open /authentication/signup/confirm-email?email=${encodeURIComponent(user.email)}&token=${token}`,
  });
}

/** Mails a reset code; the link token opens the new-password page directly. */
export async function sendPasswordReset(
  db: Queryable,
  mailer: Mailer,
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
  await deliver(mailer, {
    to: user.email,
    kind: 'reset',
    subject: 'Reset your password',
    text: `Your reset code is ${code}. Or open /authentication/reset-password/new-password/${token}?email=${encodeURIComponent(user.email)}`,
  });
}

/**
 * Tells the owner of a taken e-mail that someone tried to sign up with it (decision 0048): the
 * sign-up answered as for a new account, so this mail is the only place that says it was taken.
 */
export async function sendSignUpAttempt(mailer: Mailer, user: { email: string }) {
  await deliver(mailer, {
    to: user.email,
    kind: 'sign-up-attempt',
    subject: 'Someone tried to sign up with your e-mail address',
    text:
      'Someone, perhaps you, tried to create an Adlens account with this e-mail address. You ' +
      'already have one: sign in at /authentication/signin, or set a new password at ' +
      '/authentication/reset-password if you forgot it. If it was not you, nothing changed ' +
      'and you can ignore this mail.',
  });
}
