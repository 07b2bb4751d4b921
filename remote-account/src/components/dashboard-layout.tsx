import { href } from '@adlens/shared-contracts';
import { PageHeader } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import './dashboard.css';

/** The dashboard's sections; each is its own route, so the URL is the selected section. */
export const DASHBOARD_SECTIONS = [
  { id: 'subscription', label: 'Subscription', to: href('subscription') },
  { id: 'profile', label: 'Profile', to: href('profile') },
  { id: 'team', label: 'Manage Team', to: href('team') },
  { id: 'api', label: 'API', to: href('apiReference') },
] as const;

export interface DashboardLayoutProps {
  /** The page's heading; it also names the `main` landmark. */
  title: string;
  subtitle?: ReactNode;
  /** Shown between the heading and the section, e.g. the first-visit tutorials. */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The layout shared by `/dashboard/*`: side navigation between the sections and the section.
 * Links (not ARIA tabs): each section is a page with its own URL, so reload, back and a pasted
 * link restore it, and the current one is marked with `aria-current="page"` by NavLink.
 */
export function DashboardLayout({ title, subtitle, banner, children }: DashboardLayoutProps) {
  return (
    <main className="dashboard" aria-label={title}>
      <nav className="dashboard__nav" aria-label="Dashboard">
        <ul className="dashboard__nav-list">
          {DASHBOARD_SECTIONS.map((section) => (
            <li key={section.id}>
              <NavLink to={section.to} className="dashboard__nav-link adl-focusable">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__content">
        <PageHeader title={title} subtitle={subtitle} />
        {banner}
        {children}
      </div>
    </main>
  );
}
