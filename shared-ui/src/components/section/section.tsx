import { type ReactNode, useId } from 'react';
import './section.css';

export interface SectionProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** 2 under the page's h1 (default), 3 for a section inside a section. */
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}

/** A titled region of a page: a landmark named by its heading. */
export function Section({
  title,
  description,
  actions,
  headingLevel = 2,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={['adl-section', `adl-section--h${headingLevel}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="adl-section__header">
        <div className="adl-section__titles">
          <Heading id={headingId} className="adl-section__title">
            {title}
          </Heading>
          {description ? <p className="adl-section__description">{description}</p> : null}
        </div>
        {actions ? <div className="adl-section__actions">{actions}</div> : null}
      </div>
      <div className="adl-section__body">{children}</div>
    </section>
  );
}
