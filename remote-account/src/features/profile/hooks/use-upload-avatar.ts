import { uploadAvatarEndpoint, type Profile } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** Sends the file in the multipart field `avatar`; the new URL goes to the cache and session. */
export function useUploadAvatar() {
  const { api, session } = useHostServices();
  const queryClient = useQueryClient();
  return async (file: File): Promise<string> => {
    const body = new FormData();
    body.append('avatar', file);
    const { avatar_url } = await api.call(
      uploadAvatarEndpoint,
      { body },
      { handledByPage: ['INLINE'] },
    );
    queryClient.setQueryData<Profile>(accountKeys.profile(), (current) =>
      current ? { ...current, avatar_url } : current,
    );
    void session.refreshUser();
    return avatar_url;
  };
}
