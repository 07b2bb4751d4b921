import { type EndpointBody, type Profile, updateProfileEndpoint } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/**
 * Sends a profile change and, on success, puts the server's profile in the cache and reloads the
 * session's user (the header shows the name and avatar). INLINE errors stay with the form.
 */
export function useSaveProfile() {
  const { api, session } = useHostServices();
  const queryClient = useQueryClient();
  return async (body: EndpointBody<typeof updateProfileEndpoint>): Promise<Profile> => {
    const profile = await api.call(updateProfileEndpoint, { body }, { handledByPage: ['INLINE'] });
    queryClient.setQueryData(accountKeys.profile(), profile);
    void session.refreshUser();
    return profile;
  };
}
