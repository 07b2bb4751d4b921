import type { ErrorMeta, InlineError } from '@adlens/shared-contracts';
import { atom } from 'jotai';

let nextId = 0;

// The spec's errors list (section 3): an INLINE answer replaces it, navigation clears it. Pages show
// an INLINE error from the rejected call they made (`handledByPage`), so no page reads the list and
// no event publishes it (decision 0037).
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
