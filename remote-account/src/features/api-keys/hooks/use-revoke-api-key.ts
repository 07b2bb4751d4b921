import { type ApiKey, revokeApiKeyEndpoint } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/**
 * Revokes a key; its refusal (a key already revoked in another tab: 404) stays in the dialog.
 * The list is read again either way, so it shows what the server holds.
 */
export function useRevokeApiKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) =>
      api.call(
        revokeApiKeyEndpoint,
        { params: { id: key.id } },
        { handledByPage: ['SNACKBAR', 'INLINE'] },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.apiKeys() }),
  });
}
