import { type ReactNode, useId } from 'react';
import './plain-page-card.css';

export type PlainPageTone = 'neutral' | 'success' | 'error';

export interface PlainPageCardProps {
  /** The page's one `h1`; it also names the page's `main` landmark. */
  title: ReactNode;
  /** The explanation, as paragraphs. */
  children: ReactNode;
  /** The ways on (links or buttons), the main one first. */
  actions: ReactNode;
  /** Makes the actions a `nav` landmark of that name (e.g. "Next steps"). */
  actionsLabel?: string;
  /** A short mark above the title, such as the status code. */
  eyebrow?: ReactNode;
  /** The product's name on top of the card; hidden from screen readers, the title says it all. */
  brand?: ReactNode;
  /** Colours the eyebrow (and, for errors, the card's top stripe); never the only carrier of meaning. */
  tone?: PlainPageTone;
  /** `alert` where the page replaces one that crashed, so screen readers announce it. */
  role?: 'alert';
}

/** Layout 3 page body: a heading, an explanation and the ways on, on one centred card. */
export function PlainPageCard({
  title,
  children,
  actions,
  actionsLabel,
  eyebrow,
  brand,
  tone = 'neutral',
  role,
}: PlainPageCardProps) {
  const titleId = useId();
  return (
    <main
      className={`adl-plain-page adl-plain-page--${tone}`}
      role={role}
      aria-labelledby={titleId}
    >
      <div className="adl-plain-page__card">
        {brand ? (
          <p className="adl-plain-page__brand" aria-hidden="true">
            {brand}
          </p>
        ) : null}
        {eyebrow ? <p className="adl-plain-page__eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId} className="adl-plain-page__title">
          {title}
        </h1>
        <div className="adl-plain-page__body">{children}</div>
        {actionsLabel ? (
          <nav aria-label={actionsLabel} className="adl-plain-page__actions">
            {actions}
          </nav>
        ) : (
          <div className="adl-plain-page__actions">{actions}</div>
        )}
      </div>
    </main>
  );
}
