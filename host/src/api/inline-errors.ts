import type { ErrorMeta, EventBus, InlineError } from '@adlens/shared-contracts';
import { atom, type createStore } from 'jotai';

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

/**
 * Remotes read the list through `inline-errors:changed` (replayed to late pages, see
 * `useInlineErrors`): every change of the list is published there. Returns the unsubscribe.
 */
export function publishInlineErrors(store: ReturnType<typeof createStore>, events: EventBus) {
  return store.sub(inlineErrorsAtom, () =>
    events.emit('inline-errors:changed', store.get(inlineErrorsAtom)),
  );
}
