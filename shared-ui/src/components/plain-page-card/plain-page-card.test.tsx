import { render, screen, within } from '@testing-library/react';
import { PlainPageCard } from './plain-page-card';

describe('PlainPageCard', () => {
  it('is the main landmark, named by its one level-1 heading', () => {
    render(
      <PlainPageCard title="Page not found" eyebrow="Error 404" actions={<a href="/">Home</a>}>
        <p>The page you asked for does not exist.</p>
      </PlainPageCard>,
    );
    const main = screen.getByRole('main', { name: 'Page not found' });
    expect(within(main).getAllByRole('heading')).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(within(main).getByText('Error 404')).toBeVisible();
    expect(within(main).getByText('The page you asked for does not exist.')).toBeVisible();
  });

  it('offers its actions, as a named navigation landmark when given a label', () => {
    render(
      <PlainPageCard
        title="Thank you"
        actionsLabel="Next steps"
        actions={<a href="/subscription">See your subscription</a>}
      >
        <p>Paid.</p>
      </PlainPageCard>,
    );
    const next = screen.getByRole('navigation', { name: 'Next steps' });
    expect(within(next).getByRole('link', { name: 'See your subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('keeps unlabelled actions out of the landmarks', () => {
    render(
      <PlainPageCard title="Server error" actions={<button type="button">Try again</button>}>
        <p>Our side failed.</p>
      </PlainPageCard>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('announces itself as an alert when it replaces a crashed page', () => {
    render(
      <PlainPageCard title="Something went wrong" role="alert" actions={null}>
        <p>Reload the page.</p>
      </PlainPageCard>,
    );
    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('hides the brand from screen readers, so the title is what names the page', () => {
    render(
      <PlainPageCard title="Too many requests" brand="Adlens" actions={null}>
        <p>Wait a little.</p>
      </PlainPageCard>,
    );
    expect(screen.getByText('Adlens')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('main')).toHaveAccessibleName('Too many requests');
  });
});
