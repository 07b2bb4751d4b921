import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface OptimisticOptions<Data, Variables, Result> {
  /** The cached query the change shows in (with `exact: false`, every query under this key). */
  queryKey: QueryKey;
  /** Whether only the query of exactly `queryKey` changes (the default) or all under it. */
  exact?: boolean;
  /** The cached data as it will be once the call succeeds. */
  change: (current: Data, variables: Variables) => Data;
  mutationFn: (variables: Variables) => Promise<Result>;
  /** After a failure, once the cache is back as it was. */
  onError?: (error: Error, variables: Variables) => void;
  onSuccess?: (result: Result, variables: Variables) => void;
}

/**
 * A call whose effect shows at once: the cached query changes before the call is sent, and a
 * failure puts back exactly what was there (the caller says why).
 */
export function useOptimisticMutation<Data, Variables, Result>({
  queryKey,
  exact = true,
  change,
  mutationFn,
  onError,
  onSuccess,
}: OptimisticOptions<Data, Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: Variables) => {
      // An answer still on its way must not overwrite the change.
      await queryClient.cancelQueries({ queryKey, exact });
      const before = queryClient
        .getQueriesData<Data>({ queryKey, exact })
        .filter((entry): entry is [QueryKey, Data] => entry[1] !== undefined);
      for (const [key, data] of before)
        queryClient.setQueryData<Data>(key, change(data, variables));
      return { before };
    },
    onError: (error, variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData<Data>(key, data);
      onError?.(error, variables);
    },
    onSuccess: (result, variables) => onSuccess?.(result, variables),
  });
}
