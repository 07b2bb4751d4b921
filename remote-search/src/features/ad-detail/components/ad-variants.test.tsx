import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { adCard, adDetail } from '../../../testing/ad-fixtures';
import { AdVariants } from './ad-variants';

function renderVariants(ad = adDetail(5, 'meta')) {
  return render(
    <MemoryRouter>
      <AdVariants ad={ad} />
    </MemoryRouter>,
  );
}

describe('ad variants', () => {
  it('shows the ad beside its variants, marking what each changed', () => {
    const ad = { ...adDetail(5, 'meta'), text: 'Discover our shoes today.', cta: 'Shop Now' };
    const textVariant = {
      ...adCard(14, 'meta'),
      title: ad.title,
      text: 'Discover our shoes now.',
      cta: 'Shop Now',
      media: ad.media.map((item) => ({ ...item, key: 'ad-14-0' })),
    };
    const ctaVariant = {
      ...adCard(23, 'meta'),
      title: ad.title,
      text: ad.text,
      cta: 'Learn More',
      media: ad.media,
    };
    renderVariants({ ...ad, variants: [textVariant, ctaVariant] });
    expect(screen.getByRole('heading', { name: 'Variants (3)' })).toBeVisible();
    const columns = screen.getAllByRole('listitem');
    expect(columns).toHaveLength(3);
    expect(within(columns[0] as HTMLElement).getByText('This ad')).toBeVisible();

    const text = within(screen.getByRole('listitem', { name: 'Variant 14' }));
    expect(text.getByText('Differs in: Text, media')).toBeVisible();
    expect(text.getByText('now.').tagName).toBe('MARK');
    expect(text.getByText('Discover').tagName).not.toBe('MARK');
    expect(text.getByText('Other media')).toBeVisible();
    expect(text.getByRole('link', { name: 'Variant 14' })).toHaveAttribute('href', '/meta/ads/14');

    const cta = within(screen.getByRole('listitem', { name: 'Variant 23' }));
    expect(cta.getByText('Differs in: Call to action')).toBeVisible();
    expect(cta.getByText('Learn More').tagName).toBe('MARK');
    expect(cta.queryByText('Other media')).not.toBeInTheDocument();
  });

  it('shows nothing for an ad without variants', () => {
    const { container } = renderVariants();
    expect(container).toBeEmptyDOMElement();
  });
});
