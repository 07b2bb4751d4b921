import type { ComponentProps } from 'react';
import './visually-hidden.css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span className={['adl-visually-hidden', className].filter(Boolean).join(' ')} {...props} />
  );
}
