import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import type { ThrottleRule } from '../../http/throttle-counts';

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

/** A code lives a day at most (auth-mails.ts), so its wrong guesses are counted as long. */
const CODES_PER_ACCOUNT: ThrottleRule = {
  limit: ATTEMPT_LIMITS.wrongCodesPerAccount,
  windowMs: 24 * 60 * MINUTE,
};

/** A counted attempt: the caller reports a right one, which then does not count as a guess. */
export interface CheckedAttempt {
  right(): Promise<void>;
}

export interface CheckedCode extends CheckedAttempt {
  /**
   * After a wrong code: when it was the account's last guess, runs `spend` (revoking the code) and
   * only then starts the count over, so no guess slips in between; answers whether it did.
   */
  wrong(spend: () => Promise<void>): Promise<boolean>;
}

/**
 * Throttles of the sign-in and code forms, counted in the database (decision 0042). An attempt is
 * counted before its check, atomically, so parallel guesses are checked at most up to the limit;
 * a refused attempt is taken back, and a right one does not count as a wrong guess.
 */
export function attemptLimits(app: AppContext, address: string) {
  const counts = app.throttles;
  const codesOfAddress = `codes:address:${address}`;
  const passwordsOfAddress = `passwords:address:${address}`;
  const passwordsOfPair = (email: string) => `passwords:pair:${email.toLowerCase()}|${address}`;

  return {
    /**
     * Before a code check: counts the guess for the address and the account (undefined: an
     * unknown e-mail, counted for the address only). Throws 429 when either is over its limit.
     */
    async codeAttempt(account: { id: number; kind: string } | undefined): Promise<CheckedCode> {
      const ofAddress = await counts.take(codesOfAddress, ATTEMPT_LIMITS.wrongCodesPerAddress);
      if (!ofAddress.admitted)
        throw fail.tooManyAttempts('token', ofAddress.heldForMs, 'or request a new code');
      const accountKey = account ? `codes:account:${account.kind}:${account.id}` : undefined;
      const ofAccount = accountKey ? await counts.take(accountKey, CODES_PER_ACCOUNT) : undefined;
      if (ofAccount && !ofAccount.admitted) {
        // Parallel guesses past the last one: the code is being spent by that one.
        await counts.undo(codesOfAddress, ofAddress.windowEndsMs);
        throw fail.codeSpent();
      }
      return {
        async right() {
          await counts.undo(codesOfAddress, ofAddress.windowEndsMs);
          if (accountKey) await counts.clear(accountKey);
        },
        async wrong(spend) {
          if (!accountKey || !ofAccount || ofAccount.count < CODES_PER_ACCOUNT.limit) return false;
          await spend();
          await counts.clear(accountKey);
          return true;
        },
      };
    },

    /**
     * Before a password check (sign-in, or the profile's current password, under the same
     * counts): counts the guess for the address and for this account on this address; throws 429
     * INLINE on `field` while either is held.
     */
    async passwordAttempt(email: string, field = 'password'): Promise<CheckedAttempt> {
      const pairKey = passwordsOfPair(email);
      const ofAddress = await counts.take(
        passwordsOfAddress,
        ATTEMPT_LIMITS.wrongPasswordsPerAddress,
      );
      const ofPair = await counts.take(pairKey, ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress);
      if (!ofAddress.admitted || !ofPair.admitted) {
        if (ofAddress.admitted) await counts.undo(passwordsOfAddress, ofAddress.windowEndsMs);
        if (ofPair.admitted) await counts.undo(pairKey, ofPair.windowEndsMs);
        const held = Math.max(
          ofAddress.admitted ? 0 : ofAddress.heldForMs,
          ofPair.admitted ? 0 : ofPair.heldForMs,
        );
        throw fail.tooManyAttempts(field, held, 'or reset your password');
      }
      return {
        async right() {
          await counts.undo(passwordsOfAddress, ofAddress.windowEndsMs);
          await counts.clear(pairKey);
        },
      };
    },

    /**
     * Before mailing a code, for a known account or not (`undefined`), so that the address's
     * count (the one that answers 429) tells no account apart; the account's is silent.
     */
    async mayMailCode(userId: number | undefined): Promise<boolean> {
      const ofAddress = await counts.take(
        `mails:address:${address}`,
        ATTEMPT_LIMITS.codeMailsPerAddress,
      );
      if (!ofAddress.admitted)
        throw fail.tooManyAttempts('email', ofAddress.heldForMs, 'to get a new code');
      return userId === undefined ? false : this.mayMailAccount(userId);
    },

    /** The account's own mail cap alone: silent, whoever asks. */
    async mayMailAccount(userId: number): Promise<boolean> {
      const ofAccount = await counts.take(
        `mails:account:${userId}`,
        ATTEMPT_LIMITS.codeMailsPerAccount,
      );
      return ofAccount.admitted;
    },
  };
}
