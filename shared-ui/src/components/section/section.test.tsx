import { render, screen } from '@testing-library/react';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its level-2 heading', () => {
    render(
      <Section title="Domains" description="Where the ads lead">
        <p>content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Domains' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Domains' }));
    expect(region).toHaveTextContent('Where the ads lead');
    expect(region).toHaveTextContent('content');
  });

  it('uses a level-3 heading inside another section and shows its actions', () => {
    render(
      <Section title="Countries" headingLevel={3} actions={<button type="button">Show all</button>}>
        <p>list</p>
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Countries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all' })).toBeInTheDocument();
  });
});
