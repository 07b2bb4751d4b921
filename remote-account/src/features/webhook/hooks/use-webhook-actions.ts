import {
  deleteWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  testWebhookEndpoint,
} from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/**
 * Rotate, test and remove. Their refusals stay in the section (handled by the page), so a
 * 409 of a webhook removed in another tab reads as a message, not a toast over the page.
 */
export function useWebhookActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const handled = { handledByPage: ['SNACKBAR', 'INLINE'] as const };
  const rotate = useMutation({
    mutationFn: () => api.call(rotateWebhookSecretEndpoint, {}, { ...handled }),
    onSuccess: ({ webhook }) => queryClient.setQueryData(accountKeys.webhook(), { webhook }),
  });
  const test = useMutation({
    mutationFn: () => api.call(testWebhookEndpoint, {}, { ...handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.webhookDeliveries() }),
  });
  const remove = useMutation({
    mutationFn: () => api.call(deleteWebhookEndpoint, {}, { ...handled }),
    onSuccess: () => {
      queryClient.setQueryData(accountKeys.webhook(), { webhook: null });
      queryClient.removeQueries({ queryKey: accountKeys.webhookDeliveries() });
    },
  });
  return { rotate, test, remove };
}
