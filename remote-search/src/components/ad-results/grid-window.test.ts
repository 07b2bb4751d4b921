import { gridWindow } from './grid-window';

const base = { itemCount: 1000, columns: 4, rowHeight: 400, viewportHeight: 800, overscanRows: 1 };

describe('gridWindow', () => {
  it('renders the rows in view plus the overscan at the top of the grid', () => {
    expect(gridWindow({ ...base, viewportTop: 0 })).toEqual({
      startIndex: 0,
      endIndex: 16,
      offsetTop: 0,
      totalHeight: 250 * 400,
    });
  });

  it('moves the window and its offset with the scroll position', () => {
    const window = gridWindow({ ...base, viewportTop: 40_000 });
    expect(window.startIndex).toBe(99 * 4);
    expect(window.endIndex).toBe(104 * 4);
    expect(window.offsetTop).toBe(99 * 400);
  });

  it('stops at the last item of a partial last row', () => {
    const window = gridWindow({ ...base, itemCount: 10, viewportTop: 1000 });
    expect(window.endIndex).toBe(10);
    expect(window.totalHeight).toBe(3 * 400);
  });

  it('renders the first rows while the grid is still below the viewport', () => {
    const window = gridWindow({ ...base, viewportTop: -300 });
    expect(window.startIndex).toBe(0);
    expect(window.endIndex).toBe(12);
  });

  it('renders nothing for an empty list', () => {
    expect(gridWindow({ ...base, itemCount: 0, viewportTop: 0 })).toEqual({
      startIndex: 0,
      endIndex: 0,
      offsetTop: 0,
      totalHeight: 0,
    });
  });
});
