import { TAG_TERM_SYNONYMS_LIMIT, addTagSynonym, removeTagSynonym } from './tag-synonyms';
import { defaultTagTerms, findTagTerm } from './tag-vocabulary-terms';

const terms = defaultTagTerms();

test('an added synonym finds its term; a word the family already reads is refused', () => {
  const added = addTagSynonym(terms, { family: 'hook', name: 'question', synonym: 'asks' });
  if (!added.ok) throw new Error(added.message);
  expect(findTagTerm(added.terms, 'hook', 'asks')?.name).toBe('question');
  expect(findTagTerm(added.terms, 'hook', 'question')?.synonyms).toEqual(['asks']);
  expect(addTagSynonym(terms, { family: 'hook', name: 'question', synonym: 'pov' })).toMatchObject({
    ok: false,
    field: 'synonym',
    message: expect.stringContaining('hook:point_of_view'),
  });
  expect(
    addTagSynonym(terms, { family: 'hook', name: 'question', synonym: 'testimonial' }),
  ).toMatchObject({ ok: false, field: 'synonym', message: expect.stringContaining('merge') });
  expect(addTagSynonym(terms, { family: 'hook', name: 'nope', synonym: 'x' })).toMatchObject({
    ok: false,
    field: 'name',
  });
  // The same word in another family is another query word.
  expect(addTagSynonym(terms, { family: 'angle', name: 'pain', synonym: 'pov' }).ok).toBe(true);
});

test('a term holds at most the synonym limit', () => {
  let current = terms;
  for (let index = 0; index < TAG_TERM_SYNONYMS_LIMIT; index += 1) {
    const next = addTagSynonym(current, { family: 'offer', name: 'trial', synonym: `t${index}` });
    if (!next.ok) throw new Error(next.message);
    current = next.terms;
  }
  expect(
    addTagSynonym(current, { family: 'offer', name: 'trial', synonym: 'one_more' }),
  ).toMatchObject({ ok: false, field: 'synonym', message: expect.stringContaining('remove one') });
});

test('a removed synonym no longer finds the term, and saved queries typing it go to the name', () => {
  const change = removeTagSynonym(terms, { family: 'hook', name: 'point_of_view', synonym: 'pov' });
  if (!change.ok) throw new Error(change.message);
  expect(findTagTerm(change.terms, 'hook', 'pov')).toBeUndefined();
  expect(findTagTerm(change.terms, 'hook', 'point_of_view')?.synonyms).toEqual([]);
  expect(change).toMatchObject({ removedName: 'pov', replacement: 'point_of_view' });
  expect(
    removeTagSynonym(terms, { family: 'hook', name: 'question', synonym: 'pov' }),
  ).toMatchObject({ ok: false, field: 'synonym' });
});
