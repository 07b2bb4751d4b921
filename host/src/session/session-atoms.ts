import {
  DEFAULT_PLATFORM,
  type Platform,
  type User,
  remainingCredits,
} from '@adlens/shared-contracts';
import { type SessionState } from '@adlens/shared-contracts/react';
import { atom } from 'jotai';

// Private base atoms: only the session service writes them.
const userAtom = atom<User | null>(null);
const creditsLimitReachedAtom = atom(false);
const activePlatformAtom = atom<Platform>(DEFAULT_PLATFORM);

/** The session as remotes see it, derived so that remaining credits can never drift. */
export const sessionStateAtom = atom<SessionState>((get) => {
  const user = get(userAtom);
  const limitReached = get(creditsLimitReachedAtom);
  return {
    status: user ? 'signed-in' : 'anonymous',
    user,
    remainingCredits: limitReached ? 0 : remainingCredits(user),
    creditsLimitReached: limitReached,
    activePlatform: get(activePlatformAtom),
  };
});

export const setUserAtom = atom(null, (_get, set, user: User | null) => {
  set(userAtom, user);
  set(creditsLimitReachedAtom, false);
});

/** Spec section 4: when the limit is reached, used credits are set equal to credits. */
export const markCreditLimitReachedAtom = atom(null, (get, set) => {
  const user = get(userAtom);
  if (user) {
    set(userAtom, {
      ...user,
      subscription: { ...user.subscription, used_credits: user.subscription.credits },
    });
  }
  set(creditsLimitReachedAtom, true);
});

/** Spec section 4: once the fingerprint is saved, saved_device is true. */
export const markDeviceSavedAtom = atom(null, (get, set) => {
  const user = get(userAtom);
  if (user && !user.saved_device) set(userAtom, { ...user, saved_device: true });
});

export const setActivePlatformAtom = atom(null, (_get, set, platform: Platform) => {
  set(activePlatformAtom, platform);
});
