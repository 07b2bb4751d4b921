import { type AdFilters, type Platform, type SavedFilter } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteSavedFilter,
  deleteSavedFilters,
  saveFilter,
  savedFiltersQuery,
} from '../api/saved-filters-query';

/** The saved filters of a platform and the calls that change them; the list follows each answer. */
export function useSavedFilters(platform: Platform) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = savedFiltersQuery(api, platform);
  const list = useQuery(query);
  const update = (change: (items: SavedFilter[]) => SavedFilter[]) =>
    queryClient.setQueryData(query.queryKey, (items) => (items ? change(items) : items));

  const save = useMutation({
    mutationFn: ({ name, filters }: { name: string; filters: AdFilters }) =>
      saveFilter(api, platform, name, filters),
    onSuccess: (saved) =>
      update((items) => [saved, ...items.filter((item) => item.id !== saved.id)]),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedFilter(api, platform, id),
    onSuccess: (_data, id) => update((items) => items.filter((item) => item.id !== id)),
  });
  const removeAll = useMutation({
    mutationFn: () => deleteSavedFilters(api, platform),
    onSuccess: () => update(() => []),
  });

  return {
    list,
    busy: save.isPending || remove.isPending || removeAll.isPending,
    save: (name: string, filters: AdFilters) => save.mutateAsync({ name, filters }),
    remove: (id: number) => remove.mutateAsync(id),
    removeAll: () => removeAll.mutateAsync(),
  };
}
