import { LruCache } from './lru-cache';

function textCache(maxEntries: number, maxBytes: number) {
  return new LruCache<string>({ maxEntries, maxBytes }, (value) => value.length);
}

test('the least recently used entry goes first when the count is exceeded', () => {
  const cache = textCache(2, 100);
  cache.set('a', 'x');
  cache.set('b', 'y');
  cache.get('a');
  cache.set('c', 'z');
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['x', undefined, 'z']);
});

test('old entries are dropped until the total size fits', () => {
  const cache = textCache(10, 10);
  cache.set('a', '123456');
  cache.set('b', '1234');
  cache.set('c', '12');
  expect(cache.get('a')).toBeUndefined();
  expect(cache.size).toBe(2);
});

test('a value larger than the whole cache is not kept', () => {
  const cache = textCache(10, 3);
  cache.set('a', '1234');
  expect(cache.size).toBe(0);
});
