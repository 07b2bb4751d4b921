import { removeTeamMemberEndpoint } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** Removes a member; the server answers the team as it is afterwards. */
export function useRemoveMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.call(removeTeamMemberEndpoint, { body: { email } }, { handledByPage: ['INLINE'] }),
    onSuccess: (team) => queryClient.setQueryData(accountKeys.team(), team),
  });
}
