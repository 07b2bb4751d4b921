import type { Context } from 'hono';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { clientAddress } from '../../http/client-address';
import { attemptLimits } from './attempt-limits';
import { type TokenKind, consumeToken, revokeTokens } from './tokens';

interface CodeCheck {
  /** The account the e-mail names; undefined still counts the guess against the address. */
  user: { id: number } | undefined;
  /** The mailed code's kind, whose wrong guesses are counted and which they spend. */
  kind: 'confirm' | 'reset';
  /** Other one-time tokens that stand for the code (the reset page's verified token). */
  alsoKinds?: TokenKind[];
  tokenOrCode: string;
  invalidMessage: string;
}

/**
 * Uses a mailed code or its link token once, or throws: 422 INLINE for a wrong one, 429 INLINE
 * once the address guessed too often or the account's code is spent by wrong guesses.
 */
export async function useMailedCode(app: AppContext, c: Context, check: CodeCheck): Promise<void> {
  const { user } = check;
  const attempt = await attemptLimits(app, clientAddress(c, app.trustedProxies)).codeAttempt(
    user ? { id: user.id, kind: check.kind } : undefined,
  );
  if (user) {
    for (const kind of [...(check.alsoKinds ?? []), check.kind]) {
      const input = { userId: user.id, kind, tokenOrCode: check.tokenOrCode, now: app.now() };
      if (await consumeToken(app.db, input)) {
        await attempt.right();
        return;
      }
    }
  }
  if (user && (await attempt.wrong(() => revokeTokens(app.db, user.id, check.kind))))
    throw fail.codeSpent();
  throw fail.inline('token', check.invalidMessage);
}
