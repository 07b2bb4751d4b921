import { createStore } from 'jotai';
import { clearInlineErrorsAtom, inlineErrorsAtom, replaceInlineErrorsAtom } from './inline-errors';

describe('inline errors', () => {
  it('replaces the list with the new errors, each with its own id', () => {
    const store = createStore();
    store.set(replaceInlineErrorsAtom, [{ message: 'Old', type: 'error' }]);
    store.set(replaceInlineErrorsAtom, [
      { message: 'Too short', type: 'error', field: 'password' },
      { message: 'Taken', type: 'error', field: 'email' },
    ]);
    const list = store.get(inlineErrorsAtom);
    expect(list.map(({ message }) => message)).toEqual(['Too short', 'Taken']);
    expect(new Set(list.map(({ id }) => id)).size).toBe(2);
  });

  it('is cleared on navigation, and left alone when already empty', () => {
    const store = createStore();
    const changes = jest.fn();
    store.sub(inlineErrorsAtom, changes);
    store.set(clearInlineErrorsAtom);
    expect(changes).not.toHaveBeenCalled();
    store.set(replaceInlineErrorsAtom, [{ message: 'Invalid', type: 'error' }]);
    store.set(clearInlineErrorsAtom);
    expect(store.get(inlineErrorsAtom)).toEqual([]);
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
