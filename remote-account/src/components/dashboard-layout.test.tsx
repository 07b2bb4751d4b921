import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DashboardLayout } from './dashboard-layout';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardLayout title="Section">
        <p>Content</p>
      </DashboardLayout>
    </MemoryRouter>,
  );
}

describe('DashboardLayout', () => {
  it('links every dashboard section by its URL', () => {
    renderAt('/dashboard/profile');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Subscription' }));
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(screen.getByRole('link', { name: 'Manage Team' })).toHaveAttribute(
      'href',
      '/dashboard/team',
    );
    expect(screen.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/dashboard/api');
  });

  it('marks the section of the current URL as the current page', () => {
    renderAt('/dashboard/team');
    expect(screen.getByRole('link', { name: 'Manage Team' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('names the main landmark by the page heading', () => {
    renderAt('/dashboard/subscription');
    expect(screen.getByRole('main', { name: 'Section' })).toBeInTheDocument();
  });
});
