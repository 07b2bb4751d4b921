import { useState } from 'react';
import type { InlineError } from '../errors/inline-error';
import { useEvent } from './host-services';

/**
 * The host's inline errors: the last INLINE error response (spec section 4), cleared on every
 * navigation. Follows `inline-errors:changed`, whose replay hands a late page the current list.
 */
export function useInlineErrors(): readonly InlineError[] {
  const [errors, setErrors] = useState<readonly InlineError[]>([]);
  useEvent('inline-errors:changed', setErrors);
  return errors;
}
