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

/** The frame of every authentication page: the brand, one heading, the form, then links. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="auth-page">
      <main className="auth-card">
        {/* The heading names the product already; the mark is decoration. */}
        <div className="auth-card__brand" aria-hidden="true">
          <span className="auth-card__logo">A</span>
          <span className="auth-card__wordmark">Adlens</span>
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
        {footer ? <nav className="auth-card__footer">{footer}</nav> : null}
      </main>
    </div>
  );
}
