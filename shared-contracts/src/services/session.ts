import type { User } from '../api/user';
import type { Platform } from '../platforms';

export interface SessionState {
  readonly status: 'anonymous' | 'signed-in';
  readonly user: User | null;
  /** credits - used_credits; 0 once the credit limit is reached. */
  readonly remainingCredits: number;
  readonly creditsLimitReached: boolean;
  readonly activePlatform: Platform;
}

/** Session and credits, owned by the host; remotes read them and ask for changes. */
export interface SessionService {
  getState(): SessionState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stores the token from a sign-in and loads the user. */
  signIn(token: string): Promise<void>;
  /** Calls logout, then clears user and token. */
  signOut(): Promise<void>;
  /** Reloads the user, e.g. after a call that spent credits. */
  refreshUser(): Promise<void>;
  setActivePlatform(platform: Platform): void;
}
