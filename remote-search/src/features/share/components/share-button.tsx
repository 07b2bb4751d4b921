import { type Platform, href, errorMessage } from '@adlens/shared-contracts';
import { useAnalytics, useApi, useNotify } from '@adlens/shared-contracts/react';
import { Button } from '@adlens/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { shareAd } from '../api/share-ad';

/** Creates the ad's public link and copies it; shows the link when the clipboard is refused. */
export function ShareButton({ platform, adId }: { platform: Platform; adId: number }) {
  const api = useApi();
  const notify = useNotify();
  const analytics = useAnalytics();
  const [link, setLink] = useState<string | null>(null);
  const share = useMutation({
    mutationFn: () => shareAd(api, platform, adId),
    onSuccess: async (data) => {
      analytics.track('share', { platform, ad_id: adId });
      const url = `${window.location.origin}${href('sharedAd', { platform: data.platform, token: data.token })}`;
      setLink(url);
      try {
        await navigator.clipboard.writeText(url);
        notify.show({ type: 'success', message: 'Share link copied to the clipboard.' });
      } catch {
        notify.show({ type: 'info', message: 'Copy the share link shown next to the button.' });
      }
    },
    onError: (error) => notify.show({ type: 'error', message: errorMessage(error) }),
  });

  return (
    <>
      <Button variant="secondary" loading={share.isPending} onClick={() => share.mutate()}>
        Share
      </Button>
      {link ? (
        <output className="share-link" aria-label="Share link">
          {link}
        </output>
      ) : null}
    </>
  );
}
