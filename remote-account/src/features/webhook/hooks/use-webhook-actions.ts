import {
  deleteWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  testWebhookEndpoint,
  useApi,
} from '@adlens/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_DELIVERIES_QUERY_KEY, WEBHOOK_QUERY_KEY } from '../api/webhook-queries';

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
    onSuccess: ({ webhook }) => queryClient.setQueryData(WEBHOOK_QUERY_KEY, { webhook }),
  });
  const test = useMutation({
    mutationFn: () => api.call(testWebhookEndpoint, {}, { ...handled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_QUERY_KEY }),
  });
  const remove = useMutation({
    mutationFn: () => api.call(deleteWebhookEndpoint, {}, { ...handled }),
    onSuccess: () => {
      queryClient.setQueryData(WEBHOOK_QUERY_KEY, { webhook: null });
      queryClient.removeQueries({ queryKey: WEBHOOK_DELIVERIES_QUERY_KEY });
    },
  });
  return { rotate, test, remove };
}
