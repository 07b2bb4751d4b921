import { href } from '@adlens/shared-contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PlainPageProps {
  title: string;
  children: ReactNode;
  /** The way back; by default a link to the start page. */
  actions?: ReactNode;
  role?: 'alert';
}

/** Layout 3 page body: a heading, an explanation and a way back. */
export function PlainPage({ title, children, actions, role }: PlainPageProps) {
  return (
    <main className="plain-page" role={role} aria-labelledby="plain-page-title">
      <h1 id="plain-page-title">{title}</h1>
      {children}
      <p className="plain-page__actions">
        {actions ?? <Link to={href('root')}>Back to Adlens</Link>}
      </p>
    </main>
  );
}
