import {
  defaultTagTerms,
  findTagTerm,
  mergeTagTerms,
  nearestTagTermName,
  renameTagTerm,
} from './tag-vocabulary-terms';
import { queryNamesTag, renameTagInQuery } from './tag-vocabulary-query';
import { renameTagBodySchema } from './tag-vocabulary-schemas';

const terms = defaultTagTerms();

test('a query word finds its term by name or synonym, any case', () => {
  expect(findTagTerm(terms, 'hook', 'Question')?.tags).toEqual(['question']);
  expect(findTagTerm(terms, 'hook', 'pov')?.name).toBe('point_of_view');
  expect(findTagTerm(terms, 'angle', 'pov')).toBeUndefined();
});

test('a rename moves the name; the old one no longer finds the term', () => {
  const change = renameTagTerm(terms, { family: 'hook', name: 'question', to: 'asks' });
  if (!change.ok) throw new Error(change.message);
  expect(findTagTerm(change.terms, 'hook', 'asks')?.tags).toEqual(['question']);
  expect(findTagTerm(change.terms, 'hook', 'question')).toBeUndefined();
  expect(change).toMatchObject({ removedName: 'question', replacement: 'asks' });
});

test('a rename refuses a missing name and a name or synonym already taken, naming the field', () => {
  expect(renameTagTerm(terms, { family: 'hook', name: 'nope', to: 'x' })).toMatchObject({
    ok: false,
    field: 'name',
  });
  expect(renameTagTerm(terms, { family: 'hook', name: 'question', to: 'statistic' })).toMatchObject(
    { ok: false, field: 'to', message: expect.stringContaining('merge into it') },
  );
  expect(renameTagTerm(terms, { family: 'hook', name: 'question', to: 'pov' })).toMatchObject({
    ok: false,
    field: 'to',
    message: expect.stringContaining('synonym of hook:point_of_view'),
  });
});

test('a merge gathers tags and synonyms under the kept name', () => {
  const change = mergeTagTerms(terms, {
    family: 'hook',
    from: 'point_of_view',
    into: 'testimonial',
  });
  if (!change.ok) throw new Error(change.message);
  const kept = findTagTerm(change.terms, 'hook', 'pov');
  expect(kept).toMatchObject({ name: 'testimonial', tags: ['testimonial', 'point_of_view'] });
  expect(change.terms).toHaveLength(terms.length - 1);
  expect(
    mergeTagTerms(terms, { family: 'hook', from: 'question', into: 'question' }),
  ).toMatchObject({ ok: false, field: 'into' });
});

test('the nearest name is offered for a typo', () => {
  expect(nearestTagTermName(terms, 'offer', 'free_shiping')).toBe('free_shipping');
});

test('a saved query is found and rewritten only where it names the tag as a query word', () => {
  const keyword = 'hook:Question (angle:pain OR -hook:question) "hook:question" cta:hook:question';
  expect(queryNamesTag(keyword, 'hook', 'question')).toBe(true);
  expect(queryNamesTag(keyword, 'angle', 'question')).toBe(false);
  expect(renameTagInQuery(keyword, 'hook', 'question', 'asks')).toBe(
    'hook:asks (angle:pain OR -hook:asks) "hook:question" cta:hook:question',
  );
  expect(queryNamesTag('"unclosed hook:question', 'hook', 'question')).toBe(false);
});

test('a malformed new name is refused with the field', () => {
  const result = renameTagBodySchema.safeParse({
    family: 'hook',
    name: 'question',
    to: 'two words',
  });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.path).toEqual(['to']);
});
