import { PRERENDER_CONTAINER_ID } from '@adlens/shared-contracts/platform';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** What a visitor did in the page the server painted before this code ran (decision 0041). */
export interface PaintedForm {
  /** The painted fields' values, by field name. */
  values: Readonly<Record<string, string>>;
  /** The painted field that had the focus, with its selection where the field has one. */
  focus: { name: string; start: number | null; end: number | null } | null;
}

export function readPaintedForm(doc: Document): PaintedForm | null {
  const painted = doc.getElementById(PRERENDER_CONTAINER_ID);
  if (!painted) return null;
  const values: Record<string, string> = {};
  for (const input of painted.querySelectorAll<HTMLInputElement>('input[name]')) {
    values[input.name] = input.value;
  }
  const active = doc.activeElement;
  const focus =
    active instanceof HTMLInputElement && active.name && painted.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null;
  return { values, focus };
}

/**
 * The painted form's values, read once as the page first renders (the painted page is still in
 * the document then), and its focus moved into `formRef`'s field of the same name once this form
 * is on screen: typing that began before the code ran goes on where it was.
 */
export function usePaintedForm(formRef: RefObject<HTMLFormElement | null>): PaintedForm | null {
  const [painted] = useState(() =>
    typeof document === 'undefined' ? null : readPaintedForm(document),
  );
  useLayoutEffect(() => {
    const focus = painted?.focus;
    const field = focus ? formRef.current?.elements.namedItem(focus.name) : null;
    if (!focus || !(field instanceof HTMLInputElement)) return;
    field.focus();
    // An e-mail field has no selection to set (the browser throws); its caret stays at the end.
    if (focus.start !== null && focus.end !== null && field.selectionStart !== null) {
      field.setSelectionRange(focus.start, focus.end);
    }
  }, [painted, formRef]);
  return painted;
}
