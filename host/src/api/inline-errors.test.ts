import { createEventBus } from '@adlens/shared-contracts';
import { createStore } from 'jotai';
import {
  clearInlineErrorsAtom,
  inlineErrorsAtom,
  publishInlineErrors,
  replaceInlineErrorsAtom,
} from './inline-errors';

function setup() {
  const store = createStore();
  const events = createEventBus();
  const published = jest.fn();
  publishInlineErrors(store, events);
  events.on('inline-errors:changed', published);
  return { store, events, published };
}

describe('inline errors', () => {
  it('replaces the list with the new errors, each with its own id', () => {
    const { store } = setup();
    store.set(replaceInlineErrorsAtom, [{ message: 'Old', type: 'error' }]);
    store.set(replaceInlineErrorsAtom, [
      { message: 'Too short', type: 'error', field: 'password' },
      { message: 'Taken', type: 'error', field: 'email' },
    ]);
    const list = store.get(inlineErrorsAtom);
    expect(list.map(({ message }) => message)).toEqual(['Too short', 'Taken']);
    expect(new Set(list.map(({ id }) => id)).size).toBe(2);
  });

  it('publishes every change for remotes and replays the list to a late page', () => {
    const { store, events, published } = setup();
    store.set(replaceInlineErrorsAtom, [{ message: 'Coupon expired', type: 'error' }]);
    expect(published).toHaveBeenLastCalledWith([
      expect.objectContaining({ message: 'Coupon expired' }),
    ]);
    const latePage = jest.fn();
    events.on('inline-errors:changed', latePage);
    expect(latePage).toHaveBeenCalledWith(store.get(inlineErrorsAtom));
  });

  it('publishes the cleared list on navigation, and nothing when it was already empty', () => {
    const { store, published } = setup();
    store.set(clearInlineErrorsAtom);
    expect(published).not.toHaveBeenCalled();
    store.set(replaceInlineErrorsAtom, [{ message: 'Invalid', type: 'error' }]);
    store.set(clearInlineErrorsAtom);
    expect(published).toHaveBeenLastCalledWith([]);
    expect(published).toHaveBeenCalledTimes(2);
  });
});
