import {
  type EndpointBody,
  type Profile,
  updateProfileEndpoint,
  useHostServices,
} from '@adlens/shared-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../api/profile-query';

/**
 * Sends a profile change and, on success, puts the server's profile in the cache and reloads the
 * session's user (the header shows the name and avatar). INLINE errors stay with the form.
 */
export function useSaveProfile() {
  const { api, session } = useHostServices();
  const queryClient = useQueryClient();
  return async (body: EndpointBody<typeof updateProfileEndpoint>): Promise<Profile> => {
    const profile = await api.call(updateProfileEndpoint, { body }, { handledByPage: ['INLINE'] });
    queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    void session.refreshUser();
    return profile;
  };
}
