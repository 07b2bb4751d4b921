import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
  /** Merged aria-describedby: the caller's ids, then the hint, then the error. */
  describedBy: string | undefined;
}

export function useFieldIds(options: {
  id?: string;
  hasError?: boolean;
  hasHint?: boolean;
  describedBy?: string;
}): FieldIds {
  const generated = useId();
  const inputId = options.id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const ids = [
    options.describedBy,
    options.hasHint ? hintId : null,
    options.hasError ? errorId : null,
  ];
  const describedBy = ids.filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, describedBy };
}
