import { evidenceExcerpt } from './evidence-excerpt';

const marked = (text: string, spans: { start: number; end: number }[], context?: number) =>
  evidenceExcerpt(text, spans, context)
    .parts.map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

test('the evidence words are marked inside their text', () => {
  expect(marked('Tired of back pain? Try this.', [{ start: 9, end: 18 }])).toBe(
    'Tired of [back pain]? Try this.',
  );
});

test('overlapping and touching spans are one mark; spans outside the text are clipped', () => {
  const text = 'Save 20% today only';
  expect(
    marked(text, [
      { start: 5, end: 8 },
      { start: 6, end: 14 },
      { start: 14, end: 19 },
    ]),
  ).toBe('Save [20% today only]');
  expect(marked(text, [{ start: 15, end: 99 }])).toBe('Save 20% today [only]');
  expect(marked(text, [{ start: 40, end: 50 }])).toBe(text);
});

test('a long text is cut to whole words around the evidence, and says so', () => {
  const text = 'one two three four five six seven eight nine ten';
  const excerpt = evidenceExcerpt(text, [{ start: 24, end: 27 }], 6);
  expect(excerpt.parts.map((part) => part.text).join('')).toBe('five six seven');
  expect(excerpt).toMatchObject({ cutBefore: true, cutAfter: true });
  expect(evidenceExcerpt(text, [{ start: 0, end: 3 }], 6).cutBefore).toBe(false);
});
