import { act, render, screen } from '@testing-library/react';
import { useWindowedGrid } from './use-windowed-grid';

const ITEMS = Array.from({ length: 1000 }, (_, index) => index);

function Grid() {
  const { setContainer, ...grid } = useWindowedGrid({
    itemCount: ITEMS.length,
    rowHeight: 400,
    minColumnWidth: 280,
    gap: 16,
  });
  return (
    <div ref={setContainer} style={{ height: grid.totalHeight }}>
      <ul aria-label="Items" style={{ transform: `translateY(${grid.offsetTop}px)` }}>
        {ITEMS.slice(grid.startIndex, grid.endIndex).map((item) => (
          <li key={item}>
            <article>
              <h3>Item {item}</h3>
              <p>
                <span>a</span>
                <span>b</span>
                <span>c</span>
              </p>
              <img alt="" />
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

function layoutGrid(top: number) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top, left: 0, width: 1200, height: 0 } as DOMRect);
}

describe('useWindowedGrid', () => {
  it('keeps a thousand items far under 1,400 DOM nodes', () => {
    layoutGrid(0);
    const { container } = render(<Grid />);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(1400);
    expect(screen.getAllByRole('listitem').length).toBeLessThan(60);
  });

  it('fits the column count to the width and shows the first rows', () => {
    layoutGrid(0);
    render(<Grid />);
    expect(screen.getByRole('heading', { name: 'Item 0' })).toBeInTheDocument();
    // 1200 px wide, 280 px columns with 16 px gaps: 4 columns.
    expect(screen.getByRole('heading', { name: 'Item 3' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Item 999' })).not.toBeInTheDocument();
  });

  it('renders the items at the scroll position after a scroll', () => {
    layoutGrid(0);
    render(<Grid />);
    layoutGrid(-99_600);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('heading', { name: 'Item 999' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Item 0' })).not.toBeInTheDocument();
  });
});
