import {
  type AdFilters,
  type Platform,
  type SavedFilter,
  createSavedFilterEndpoint,
  deleteSavedFilterEndpoint,
  deleteSavedFiltersEndpoint,
  savedFiltersEndpoint,
  useApi,
} from '@adlens/shared-contracts';
import { useAsync } from '../../../lib/use-async';

/** Saved filters of a platform (`/v1/filters/{platform}/saved`) and the calls that change them. */
export function useSavedFilters(platform: Platform) {
  const api = useApi();
  const list = useAsync(`saved:${platform}`, (signal) =>
    api.call(savedFiltersEndpoint, { params: { platform } }, { signal }).then((data) => data.items),
  );

  async function save(name: string, filters: AdFilters): Promise<SavedFilter> {
    const saved = await api.call(createSavedFilterEndpoint, {
      params: { platform },
      body: { name, filters },
    });
    list.setData((items) => [saved, ...items.filter((item) => item.id !== saved.id)]);
    return saved;
  }

  async function remove(id: number): Promise<void> {
    await api.call(deleteSavedFilterEndpoint, { params: { platform, id } });
    list.setData((items) => items.filter((item) => item.id !== id));
  }

  async function removeAll(): Promise<void> {
    await api.call(deleteSavedFiltersEndpoint, { params: { platform } });
    list.setData(() => []);
  }

  return { list, save, remove, removeAll };
}
