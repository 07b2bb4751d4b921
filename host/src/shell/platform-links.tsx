import { PLATFORMS, PLATFORM_LABELS, href } from '@adlens/shared-contracts';
import { useHostServices, useSession } from '@adlens/shared-contracts/react';
import { Link } from 'react-router-dom';

/** Each platform's search; following one makes it the session's active platform. */
export function PlatformLinks() {
  const { session } = useHostServices();
  const { activePlatform } = useSession();
  return (
    <ul className="platform-switcher" aria-label="Platforms">
      {PLATFORMS.map((platform) => (
        <li key={platform}>
          <Link
            to={href('platformSearch', { platform })}
            aria-current={platform === activePlatform ? 'true' : undefined}
            onClick={() => session.setActivePlatform(platform)}
          >
            {PLATFORM_LABELS[platform]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
