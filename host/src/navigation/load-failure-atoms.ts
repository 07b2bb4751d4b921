import { atom } from 'jotai';

/** The status page a failed page-data load went to (spec section 8), or null. */
const failedAtBaseAtom = atom<string | null>(null);

export const loadFailedAtAtom = atom((get) => get(failedAtBaseAtom));

export const markLoadFailedAtom = atom(null, (_get, set, statusPath: string) =>
  set(failedAtBaseAtom, statusPath),
);

export const clearLoadFailureAtom = atom(null, (_get, set) => set(failedAtBaseAtom, null));
