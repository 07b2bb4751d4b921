import type { ComponentProps } from 'react';
import { Spinner } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /** Disables the button and shows a spinner; the label stays for screen readers. */
  loading?: boolean;
}

/** The button look for an element that is not a button, e.g. a router link that reads as an action. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: 'medium' | 'small' = 'medium',
): string {
  return `adl-button adl-button--${variant} adl-button--${size}`;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = [buttonClassName(variant, size), className];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size={14} decorative /> : null}
      {children}
    </button>
  );
}
