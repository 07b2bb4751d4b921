import { type ComponentProps, type ReactNode, useId } from 'react';
import './card.css';

export interface CardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** A heading that also names the card as a region. */
  title?: ReactNode;
}

export function Card({ title, className, children, ...props }: CardProps) {
  const titleId = useId();
  return (
    <section
      className={['adl-card', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      {...props}
    >
      {title ? (
        <h2 id={titleId} className="adl-card__title">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
