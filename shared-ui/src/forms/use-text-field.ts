import { type ChangeEvent, useState } from 'react';

/** The props that make a shared-ui input controlled: spread them onto the input. */
export interface TextFieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Holds what the user typed into one input; `initial` may read the query once, on mount. */
export function useTextField(initial: string | (() => string) = ''): TextFieldBinding {
  const [value, setValue] = useState(initial);
  return { value, onChange: (event) => setValue(event.target.value) };
}
