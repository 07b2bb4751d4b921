import { href } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PlainPageProps {
  title: string;
  children: ReactNode;
  /** The way back; by default a link to the start page. */
  actions?: ReactNode;
  role?: 'alert';
  /** A short mark above the title, such as the status code. */
  eyebrow?: string;
}

/** Layout 3 page body: a heading, an explanation and a way back, on one centred card. */
export function PlainPage({ title, children, actions, role, eyebrow }: PlainPageProps) {
  return (
    <main className="plain-page" role={role} aria-labelledby="plain-page-title">
      <div className="plain-page__card">
        <p className="plain-page__brand" aria-hidden="true">
          Adlens
        </p>
        {eyebrow ? <p className="plain-page__eyebrow">{eyebrow}</p> : null}
        <h1 id="plain-page-title" className="plain-page__title">
          {title}
        </h1>
        <div className="plain-page__body">{children}</div>
        <div className="plain-page__actions">
          {actions ?? (
            <Link to={href('root')} className={buttonClassName('primary')}>
              Back to Adlens
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
