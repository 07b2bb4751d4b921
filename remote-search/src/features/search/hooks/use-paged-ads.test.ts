import { act, renderHook, waitFor } from '@testing-library/react';
import { adPage } from '../../../testing/ad-fixtures';
import { usePagedAds } from './use-paged-ads';

describe('usePagedAds', () => {
  it('aborts the request that new filters supersede and ignores its answer', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((value: ReturnType<typeof adPage>) => void)[] = [];
    const fetchPage = (_page: number, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<ReturnType<typeof adPage>>((resolve) => resolvers.push(resolve));
    };
    const { result, rerender } = renderHook(({ key }) => usePagedAds(key, fetchPage), {
      initialProps: { key: 'shoes' },
    });
    rerender({ key: 'boots' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    resolvers[0]?.(adPage([1]));
    resolvers[1]?.(adPage([2]));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((ad) => ad.id)).toEqual([2]);
  });

  it('appends the next page without duplicates', async () => {
    const pages = [adPage([1, 2], 4, 1, 2), adPage([2, 3], 4, 2, 2)];
    const fetchPage = (page: number) => Promise.resolve(pages[page - 1]!);
    const { result } = renderHook(() => usePagedAds('all', fetchPage));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(result.current.hasMore).toBe(false);
  });

  it('waits without a request while the key is null', () => {
    const fetchPage = jest.fn();
    const { result } = renderHook(() => usePagedAds(null, fetchPage));
    expect(fetchPage).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });
});
