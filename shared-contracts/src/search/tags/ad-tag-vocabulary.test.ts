import { nearestAdTag, readTagTerm } from './ad-tag-vocabulary';

test('tag and days words are read; any other word with a colon is left as text', () => {
  expect(readTagTerm('HOOK:question')).toEqual({ kind: 'tag', family: 'hook', tag: 'question' });
  expect(readTagTerm('days:>30')).toEqual({ kind: 'days', range: '>30' });
  expect(readTagTerm('format:video')).toBeNull();
  expect(readTagTerm('https://shop.example')).toBeNull();
  expect(readTagTerm('hook:')).toBeNull();
});

test('the nearest known tag is the one fewest edits away', () => {
  expect(nearestAdTag('hook', 'questoin')).toBe('question');
  expect(nearestAdTag('offer', 'free-shiping')).toBe('free_shipping');
  expect(nearestAdTag('lang', 'EN')).toBe('en');
});
