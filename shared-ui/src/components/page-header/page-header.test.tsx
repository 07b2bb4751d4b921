import { render, screen, within } from '@testing-library/react';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the title as the page heading with subtitle and actions', () => {
    render(
      <PageHeader
        title="Top advertisers"
        subtitle="Last 30 days"
        actions={<button type="button">Export</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Top advertisers' })).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('lists breadcrumbs as links in a labelled navigation and marks the current page', () => {
    render(
      <PageHeader
        title="nike.com"
        breadcrumbs={[{ label: 'Insights', href: '/insights' }, { label: 'nike.com' }]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
    expect(within(trail).getByText('nike.com')).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through renderLink when given', () => {
    render(
      <PageHeader
        title="Owner"
        breadcrumbs={[{ label: 'Search', href: '/search' }, { label: 'Owner' }]}
        renderLink={({ href, children }) => <a href={`#router${href}`}>{children}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '#router/search');
  });
});
