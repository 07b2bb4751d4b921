import type { ComponentProps } from 'react';
import './inline-form-row.css';

export type InlineFormRowProps = ComponentProps<'div'>;

/**
 * Lays an input and its button(s) on one line: the first child takes the free width, the others
 * keep their size; on a narrow screen the buttons wrap below. Put it inside your <form>.
 */
export function InlineFormRow({ className, children, ...props }: InlineFormRowProps) {
  return (
    <div className={['adl-inline-form-row', className].filter(Boolean).join(' ')} {...props}>
      {children}
    </div>
  );
}
