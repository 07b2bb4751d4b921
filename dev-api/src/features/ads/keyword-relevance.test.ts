import { MAX_RELEVANCE_ALTERNATIVES, keywordRelevanceTexts } from './keyword-query-sql';

test.each([
  ['coffee', ['coffee']],
  ['yoga mat', ['yoga mat']],
  ['(coffee OR protein) -powder', ['coffee', 'protein']],
  ['shoes (boots OR "running socks")', ['shoes boots', 'shoes running socks']],
  ['(a OR b) (c OR d)', ['a c', 'b c', 'a d', 'b d']],
  ['shoes (angle:pain OR hook:question)', ['shoes']],
  ['shoes OR hook:question', ['shoes']],
  ['Coffee OR coffee', ['coffee']],
])('%j ranks by its alternatives %j', (keyword, texts) => {
  expect(keywordRelevanceTexts(keyword)).toEqual(texts);
});

test.each(['', '   ', '-free', 'hook:question days:>30', 'owner:prime OR domain:x.de'])(
  '%j looks for no text, so relevance falls back to popularity',
  (keyword) => {
    expect(keywordRelevanceTexts(keyword)).toBeNull();
  },
);

test('a query of too many alternatives ranks by one text of all its words', () => {
  const groups = ['(a OR b)', '(c OR d)', '(e OR f)', '(g OR h)'];
  expect(2 ** groups.length).toBeGreaterThan(MAX_RELEVANCE_ALTERNATIVES);
  expect(keywordRelevanceTexts(groups.join(' '))).toEqual(['a b c d e f g h']);
  expect(keywordRelevanceTexts(groups.slice(0, 3).join(' '))).toHaveLength(8);
});
