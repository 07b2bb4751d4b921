import { safeExternalUrl } from '@adlens/shared-contracts';

/** A link out of the app for http(s) URLs; anything else is shown as text only. */
export function ExternalLink({ url }: { url: string }) {
  const safe = safeExternalUrl(url);
  if (!safe) return <span>{url}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow">
      {url}
    </a>
  );
}
