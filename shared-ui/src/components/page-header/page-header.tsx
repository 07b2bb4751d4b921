import type { ReactNode } from 'react';
import { type RenderLink, defaultRenderLink } from '../link/render-link';
import './page-header.css';

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links for the whole page, placed beside the title (below it on narrow screens). */
  actions?: ReactNode;
  /** The trail above the title; the last item is the current page when it has no href. */
  breadcrumbs?: readonly Breadcrumb[];
  renderLink?: RenderLink;
}

/** The page's one h1, with an optional breadcrumb trail, subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  breadcrumbs,
  renderLink = defaultRenderLink,
}: PageHeaderProps) {
  return (
    <header className="adl-page-header">
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label="Breadcrumb" className="adl-page-header__breadcrumbs">
          <ol>
            {breadcrumbs.map((crumb, index) => {
              const last = index === breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`}>
                  {crumb.href ? (
                    renderLink({ href: crumb.href, children: crumb.label, className: 'adl-link' })
                  ) : (
                    <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className="adl-page-header__row">
        <div className="adl-page-header__titles">
          <h1 className="adl-page-header__title">{title}</h1>
          {subtitle ? <p className="adl-page-header__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="adl-page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
