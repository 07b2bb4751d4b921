import { spreadEvenly } from './similar-quality';

test('a sample spreads from the first item to near the last, not the first few alone', () => {
  const ids = Array.from({ length: 100 }, (_unused, index) => index + 1);
  expect(spreadEvenly(ids, 4)).toEqual([1, 26, 51, 76]);
  expect(spreadEvenly(ids, 500)).toEqual(ids);
});
