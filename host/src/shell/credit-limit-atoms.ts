import { atom } from 'jotai';

const openBaseAtom = atom(false);

export const creditLimitDialogOpenAtom = atom((get) => get(openBaseAtom));

export const openCreditLimitDialogAtom = atom(null, (_get, set) => set(openBaseAtom, true));

export const closeCreditLimitDialogAtom = atom(null, (_get, set) => set(openBaseAtom, false));
