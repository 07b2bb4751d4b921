import { render, screen } from '@testing-library/react';
import { SkeletonBlock, SkeletonCircle, SkeletonTableRows, SkeletonText } from './skeleton-shapes';

describe('Skeleton shapes', () => {
  it('draws the given number of text lines, the last one shorter, hidden from screen readers', () => {
    const { container } = render(<SkeletonText lines={3} lastLineWidth="40%" />);
    const lines = screen.getAllByTestId('skeleton');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: '40%' });
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a block and a circle of the given size', () => {
    render(
      <>
        <SkeletonBlock height={120} />
        <SkeletonCircle size={32} />
      </>,
    );
    const [block, circle] = screen.getAllByTestId('skeleton');
    expect(block).toHaveStyle({ height: '120px' });
    expect(circle).toHaveClass('adl-skeleton--circle');
    expect(circle).toHaveStyle({ width: '32px', height: '32px' });
  });

  it('fills table rows with one cell per column', () => {
    render(
      <table>
        <tbody>
          <SkeletonTableRows rows={2} columns={4} />
        </tbody>
      </table>,
    );
    expect(screen.getAllByTestId('skeleton')).toHaveLength(8);
  });
});
