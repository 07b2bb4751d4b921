import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { FailureWindow } from '../../http/failure-window';

const MINUTE = 60_000;

/** The numbers of decision 0021. */
export const ATTEMPT_LIMITS = {
  /** Wrong guesses of one account's live code of a kind; the last one spends the code. */
  wrongCodesPerAccount: 5,
  wrongCodesPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  wrongPasswordsPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  wrongPasswordsPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  codeMailsPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  codeMailsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
} as const;

function windowOf(rule: { limit: number; windowMs: number }) {
  return new FailureWindow(rule.limit, rule.windowMs);
}

function createWindows() {
  return {
    // A code lives a day at most (auth-mails.ts), so its wrong guesses are counted as long.
    codesPerAccount: new FailureWindow(ATTEMPT_LIMITS.wrongCodesPerAccount, 24 * 60 * MINUTE),
    codesPerAddress: windowOf(ATTEMPT_LIMITS.wrongCodesPerAddress),
    passwordsPerPair: windowOf(ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress),
    passwordsPerAddress: windowOf(ATTEMPT_LIMITS.wrongPasswordsPerAddress),
    mailsPerAccount: windowOf(ATTEMPT_LIMITS.codeMailsPerAccount),
    mailsPerAddress: windowOf(ATTEMPT_LIMITS.codeMailsPerAddress),
  };
}

const perApp = new WeakMap<AppContext, ReturnType<typeof createWindows>>();

function windows(app: AppContext) {
  let found = perApp.get(app);
  if (!found) {
    found = createWindows();
    perApp.set(app, found);
  }
  return found;
}

/**
 * Throttles of the sign-in and code forms. Counters live in the API process (decision 0021:
 * one process per deployment here; a scaled-out API would keep them in its database).
 */
export function attemptLimits(app: AppContext, address: string) {
  const w = windows(app);
  const now = () => app.now().getTime();
  const pair = (email: string) => `${email.toLowerCase()}|${address}`;

  return {
    /** Before a code check: an address that guessed too often waits. */
    beforeCodeCheck(): void {
      const held = w.codesPerAddress.heldFor(address, now());
      if (held > 0) throw fail.tooManyAttempts('token', held, 'or request a new code');
    },
    /**
     * After a wrong code: counts it for the address and the account. Answers true when the
     * account's code is now spent (the caller revokes it and says so).
     */
    wrongCode(account: { id: number; kind: string } | undefined): boolean {
      w.codesPerAddress.record(address, now());
      if (!account) return false;
      const key = `${account.kind}:${account.id}`;
      if (w.codesPerAccount.record(key, now()) < ATTEMPT_LIMITS.wrongCodesPerAccount) return false;
      w.codesPerAccount.clear(key);
      return true;
    },
    rightCode(account: { id: number; kind: string }): void {
      w.codesPerAccount.clear(`${account.kind}:${account.id}`);
    },

    /** Before a password check: this address, or this address on this account, may wait. */
    beforeSignIn(email: string): void {
      const held = Math.max(
        w.passwordsPerAddress.heldFor(address, now()),
        w.passwordsPerPair.heldFor(pair(email), now()),
      );
      if (held > 0) throw fail.tooManyAttempts('password', held, 'or reset your password');
    },
    wrongPassword(email: string): void {
      w.passwordsPerAddress.record(address, now());
      w.passwordsPerPair.record(pair(email), now());
    },
    rightPassword(email: string): void {
      w.passwordsPerPair.clear(pair(email));
    },

    /** Before mailing a code: the address's limit answers; the account's is silent. */
    mayMailCode(userId: number): boolean {
      const held = w.mailsPerAddress.heldFor(address, now());
      if (held > 0) throw fail.tooManyAttempts('email', held, 'to get a new code');
      w.mailsPerAddress.record(address, now());
      const key = String(userId);
      if (w.mailsPerAccount.heldFor(key, now()) > 0) return false;
      w.mailsPerAccount.record(key, now());
      return true;
    },
  };
}
