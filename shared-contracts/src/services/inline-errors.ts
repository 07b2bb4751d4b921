import { useState } from 'react';
import type { ErrorMeta } from '../errors/error-meta';
import { useEvent } from './host-services';

/** An item of the host's errors list (spec section 3): an INLINE error meta with an id. */
export interface InlineError extends ErrorMeta {
  readonly id: string;
}

/**
 * The host's inline errors: the last INLINE error response (spec section 4), cleared on every
 * navigation. Follows `inline-errors:changed`, whose replay hands a late page the current list.
 */
export function useInlineErrors(): readonly InlineError[] {
  const [errors, setErrors] = useState<readonly InlineError[]>([]);
  useEvent('inline-errors:changed', setErrors);
  return errors;
}
