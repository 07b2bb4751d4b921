/** A stretch of a field's text, marked when it is evidence for the tag. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface Excerpt {
  parts: ExcerptPart[];
  /** Text of the field was left out before or after the excerpt. */
  cutBefore: boolean;
  cutAfter: boolean;
}

interface Span {
  start: number;
  end: number;
}

/** Characters of context kept either side of the evidence in a long field (a transcript). */
export const EXCERPT_CONTEXT = 80;

/**
 * The part of `text` around the spans (UTF-16 indexes, end exclusive), split into marked and
 * unmarked parts. Overlapping or touching spans become one mark; spans outside the text are
 * clipped to it, so a stale span can never throw or mark the wrong length.
 */
export function evidenceExcerpt(
  text: string,
  spans: readonly Span[],
  context = EXCERPT_CONTEXT,
): Excerpt {
  const clipped = spans
    .map((span) => ({
      start: Math.max(0, Math.min(span.start, text.length)),
      end: Math.max(0, Math.min(span.end, text.length)),
    }))
    .filter((span) => span.end > span.start)
    .sort((left, right) => left.start - right.start);
  const merged: Span[] = [];
  for (const span of clipped) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  const first = merged[0];
  const lastSpan = merged.at(-1);
  if (!first || !lastSpan)
    return { parts: [{ text, marked: false }], cutBefore: false, cutAfter: false };
  const from = Math.min(wordStart(text, Math.max(0, first.start - context)), first.start);
  const to = Math.max(wordEnd(text, Math.min(text.length, lastSpan.end + context)), lastSpan.end);
  const parts: ExcerptPart[] = [];
  let at = from;
  for (const span of merged) {
    if (span.start > at) parts.push({ text: text.slice(at, span.start), marked: false });
    parts.push({ text: text.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (to > at) parts.push({ text: text.slice(at, to), marked: false });
  return { parts, cutBefore: from > 0, cutAfter: to < text.length };
}

/** Moves a cut forward to the next word so an excerpt does not open mid-word. */
function wordStart(text: string, index: number): number {
  if (index === 0) return 0;
  const space = text.indexOf(' ', index);
  return space === -1 ? index : space + 1;
}

/** Moves a cut back to the previous space so an excerpt does not end mid-word. */
function wordEnd(text: string, index: number): number {
  if (index >= text.length) return text.length;
  const space = text.lastIndexOf(' ', index);
  return space === -1 ? index : space;
}
