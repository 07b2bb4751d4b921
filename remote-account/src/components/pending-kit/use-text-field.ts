// TEMPORARY (pending-kit): replaced by the kit's useTextField in @adlens/shared-ui.
import { type ChangeEvent, useState } from 'react';

export interface TextFieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/** Holds what the user typed into one input. */
export function useTextField(initial: string | (() => string) = ''): TextFieldBinding & {
  reset: (value?: string) => void;
} {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (event) => setValue(event.target.value),
    reset: (next = '') => setValue(next),
  };
}
