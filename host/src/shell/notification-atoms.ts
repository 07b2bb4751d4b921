import type { Notification } from '@adlens/shared-contracts/react';
import { atom } from 'jotai';

// The bar's notification lives in the host's store, not only in an event: a notification raised
// before the bar has mounted (a start-up user load answered at once) still shows.
const notificationBaseAtom = atom<Notification | null>(null);

export const currentNotificationAtom = atom((get) => get(notificationBaseAtom));

/** A fresh object per show, so that the same message twice restarts the bar's timer. */
export const showNotificationAtom = atom(null, (_get, set, notification: Notification) =>
  set(notificationBaseAtom, { ...notification }),
);

export const closeNotificationAtom = atom(null, (_get, set) => set(notificationBaseAtom, null));
