import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface OptimisticOptions<Data, Variables, Result> {
  /** The cached query the change shows in. */
  queryKey: QueryKey;
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
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Data>(queryKey);
      if (before !== undefined) queryClient.setQueryData<Data>(queryKey, change(before, variables));
      return { before };
    },
    onError: (error, variables, context) => {
      if (context?.before !== undefined) queryClient.setQueryData<Data>(queryKey, context.before);
      onError?.(error, variables);
    },
    onSuccess: (result, variables) => onSuccess?.(result, variables),
  });
}
