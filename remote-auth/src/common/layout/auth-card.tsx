import type { ReactNode } from 'react';
import './auth-card.css';

export interface AuthCardProps {
  title: string;
  /** A sentence under the title that says what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring authentication pages. */
  footer?: ReactNode;
}

/** The frame of every authentication page: one heading, the form, then links. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <main className="auth-card">
      <h1 className="auth-card__title">{title}</h1>
      {intro ? <p className="auth-card__intro">{intro}</p> : null}
      {children}
      {footer ? <nav className="auth-card__footer">{footer}</nav> : null}
    </main>
  );
}
