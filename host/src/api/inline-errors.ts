import type { ErrorMeta } from '@adlens/shared-contracts';
import { atom } from 'jotai';

/** Spec section 3: the errors list; each item has an id. */
export interface InlineError extends ErrorMeta {
  readonly id: string;
}

let nextId = 0;

const inlineErrorsBaseAtom = atom<readonly InlineError[]>([]);

export const inlineErrorsAtom = atom((get) => get(inlineErrorsBaseAtom));

/** INLINE replaces the stored inline errors with the new ones (spec section 4). */
export const replaceInlineErrorsAtom = atom(null, (_get, set, errors: readonly ErrorMeta[]) => {
  set(
    inlineErrorsBaseAtom,
    errors.map((meta) => {
      nextId += 1;
      return { ...meta, id: `inline-error-${nextId}` };
    }),
  );
});

/** Every navigation clears the list. */
export const clearInlineErrorsAtom = atom(null, (get, set) => {
  if (get(inlineErrorsBaseAtom).length > 0) set(inlineErrorsBaseAtom, []);
});
