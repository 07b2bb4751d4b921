import { type AdSearchData } from '@adlens/shared-contracts';
import { HostServicesProvider } from '@adlens/shared-contracts/react';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import type { InfiniteData } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { adPage } from '../../../testing/ad-fixtures';
import { useSearchRunEvent } from './use-search-run-event';

function pages(...list: AdSearchData[]): InfiniteData<AdSearchData> {
  return { pages: list, pageParams: list.map((page) => page.page) };
}

function renderRunEvent(data: InfiniteData<AdSearchData> | undefined) {
  const services = createFakeHostServices();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <HostServicesProvider value={services}>{children}</HostServicesProvider>
    </StrictMode>
  );
  const view = renderHook(
    (props: { data: InfiniteData<AdSearchData> | undefined; keyword: string }) =>
      useSearchRunEvent({
        platform: 'meta',
        filters: { keyword: props.keyword, countries: ['US'] },
        sort: 'newest',
        data: props.data,
      }),
    { wrapper, initialProps: { data, keyword: 'shoes' } },
  );
  return { ...view, services };
}

describe('useSearchRunEvent', () => {
  it('tracks nothing until the search answered, then once even under StrictMode', () => {
    const { rerender, services } = renderRunEvent(undefined);
    expect(services.tracked).toEqual([]);
    rerender({ data: pages(adPage([1, 2], 80)), keyword: 'shoes' });
    expect(services.tracked).toEqual([
      {
        event: 'search_run',
        data: { platform: 'meta', keyword: 'shoes', filters: 1, page: 1, results: 80 },
      },
    ]);
  });

  it('tracks a further page, but not the same pages answered again', () => {
    const { rerender, services } = renderRunEvent(pages(adPage([1, 2], 80)));
    rerender({ data: pages(adPage([1, 2], 80)), keyword: 'shoes' });
    rerender({ data: pages(adPage([1, 2], 80), adPage([3, 4], 80, 2)), keyword: 'shoes' });
    expect(services.tracked.map(({ data }) => data.page)).toEqual([1, 2]);
  });

  it('tracks another search that answers', () => {
    const { rerender, services } = renderRunEvent(pages(adPage([1], 1)));
    rerender({ data: undefined, keyword: 'boots' });
    rerender({ data: pages(adPage([5], 1)), keyword: 'boots' });
    expect(services.tracked.map(({ data }) => data.keyword)).toEqual(['shoes', 'boots']);
  });
});
