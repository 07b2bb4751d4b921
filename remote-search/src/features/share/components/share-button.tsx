import { type Platform, href, shareAdEndpoint, useApi, useNotify } from '@adlens/shared-contracts';
import { Button } from '@adlens/shared-ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';

/** Creates the ad's public link and copies it; shows the link when the clipboard is refused. */
export function ShareButton({ platform, adId }: { platform: Platform; adId: number }) {
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  async function share() {
    setBusy(true);
    try {
      const data = await api.call(shareAdEndpoint, { body: { platform, ad_id: adId } });
      const url = `${window.location.origin}${href('sharedAd', { platform: data.platform, token: data.token })}`;
      setLink(url);
      try {
        await navigator.clipboard.writeText(url);
        notify.show({ type: 'success', message: 'Share link copied to the clipboard.' });
      } catch {
        notify.show({ type: 'info', message: 'Copy the share link shown next to the button.' });
      }
    } catch (error) {
      notify.show({ type: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" loading={busy} onClick={share}>
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
