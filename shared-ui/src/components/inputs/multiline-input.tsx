import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';
import { Field } from '../field/field';
import { useFieldIds } from '../field/use-field-ids';

/** Spec section 9: grows to at most 347 px; 3 rows by default. */
export const MULTILINE_MAX_HEIGHT = 347;
export const MULTILINE_DEFAULT_ROWS = 3;

export interface MultilineInputProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Grows with its content; Enter without Shift then submits instead of adding a line. */
  autoHeight?: boolean;
  /** Called on Enter (auto height only); without it, the enclosing form is submitted. */
  onEnterSubmit?: (value: string) => void;
}

function fitHeight(textarea: HTMLTextAreaElement) {
  textarea.style.height = 'auto';
  const height = Math.min(textarea.scrollHeight, MULTILINE_MAX_HEIGHT);
  if (height > 0) textarea.style.height = `${height}px`;
  textarea.style.overflowY = textarea.scrollHeight > MULTILINE_MAX_HEIGHT ? 'auto' : 'hidden';
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function MultilineInput({
  label,
  hideLabel,
  error,
  hint,
  autoHeight = true,
  onEnterSubmit,
  rows = MULTILINE_DEFAULT_ROWS,
  id,
  ref,
  className,
  style,
  onKeyDown,
  onInput,
  'aria-describedby': describedBy,
  ...props
}: MultilineInputProps) {
  const ids = useFieldIds({ id, hasError: Boolean(error), hasHint: Boolean(hint), describedBy });
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      inner.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  // A controlled value can change without an input event (e.g. cleared after sending).
  useLayoutEffect(() => {
    if (autoHeight && inner.current) fitHeight(inner.current);
  }, [autoHeight, props.value]);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || !autoHeight) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const textarea = event.currentTarget;
    if (onEnterSubmit) onEnterSubmit(textarea.value);
    else textarea.form?.requestSubmit();
  }

  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} error={error} hint={hint}>
      <textarea
        ref={setRef}
        id={ids.inputId}
        rows={rows}
        className={['adl-field__input', className].filter(Boolean).join(' ')}
        style={{
          resize: autoHeight ? 'none' : 'vertical',
          maxHeight: MULTILINE_MAX_HEIGHT,
          ...style,
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onKeyDown={handleKeyDown}
        onInput={(event) => {
          if (autoHeight) fitHeight(event.currentTarget);
          onInput?.(event);
        }}
        {...props}
      />
    </Field>
  );
}
