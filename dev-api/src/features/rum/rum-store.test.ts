import { createRumStore } from './rum-store';

const now = new Date('2026-11-24T12:00:00Z');

test('the store keeps the newest 5000 events and forgets the oldest', () => {
  const store = createRumStore();
  const lines = Array.from({ length: 6_000 }, (_, index) => JSON.stringify({ index })).join('\n');
  expect(store.accept(lines, 'a', now)).toEqual({ accepted: 6_000 });
  expect(store.events()).toHaveLength(5_000);
  expect(store.events()[0]).toEqual({ index: 1_000 });
});

test('lines that are not JSON events, or too long to be one, are not kept', () => {
  const store = createRumStore();
  const huge = JSON.stringify({ text: 'x'.repeat(70_000) });
  expect(store.accept(`{"ok":1}\nnope\n${huge}\n`, 'a', now)).toEqual({ accepted: 1 });
  expect(store.events()).toEqual([{ ok: 1 }]);
});

test("a client's batch budget is per minute and per client", () => {
  const store = createRumStore();
  for (let sent = 0; sent < 120; sent += 1) store.accept('{}', 'a', now);
  expect(store.accept('{}', 'a', now)).toBe(false);
  expect(store.accept('{}', 'b', now)).toEqual({ accepted: 1 });
  expect(store.accept('{}', 'a', new Date(now.getTime() + 60_000))).toEqual({ accepted: 1 });
});
