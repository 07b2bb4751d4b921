import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWindow } from './page-window';
import { Pagination } from './pagination';

describe('pageWindow', () => {
  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
});

describe('Pagination', () => {
  it('is a labelled navigation that marks the current page', () => {
    render(<Pagination page={2} pageCount={5} onPageChange={jest.fn()} label="Advertiser pages" />);
    const nav = screen.getByRole('navigation', { name: 'Advertiser pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('moves with previous, next and page buttons, and disables the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: /Previous page/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next page/ }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: /Next page/ })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    render(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
