import { chosenTags, withTag } from './keyword-tags';

test('a tag word ANDed with the query is chosen; one inside an OR or a NOT is not', () => {
  expect([...chosenTags('shoes HOOK:Question angle:pain')]).toEqual([
    'hook:question',
    'angle:pain',
  ]);
  expect([...chosenTags('hook:question OR angle:pain -offer:trial')]).toEqual([]);
  expect([...chosenTags('"hook:question" domain:hook:question')]).toEqual([]);
  expect([...chosenTags(undefined)]).toEqual([]);
});

test('choosing a tag ANDs it on at the end and keeps the rest as typed', () => {
  expect(withTag(undefined, 'hook:question', true)).toBe('hook:question');
  expect(withTag('sale OR promo', 'angle:pain', true)).toBe('sale OR promo angle:pain');
  expect(withTag('shoes angle:pain', 'angle:pain', true)).toBe('shoes angle:pain');
});

test('unchoosing takes the tag word off and leaves the rest of the query', () => {
  expect(withTag('(sale OR promo) hook:question days:>30', 'hook:question', false)).toBe(
    '(sale OR promo) days:>30',
  );
  expect(withTag('sale OR promo Hook:QUESTION', 'hook:question', false)).toBe('sale OR promo');
  expect(withTag('hook:question', 'hook:question', false)).toBeUndefined();
  expect(withTag('hook:question OR shoes', 'hook:question', false)).toBe('hook:question OR shoes');
});
