import { PLATFORMS, PLATFORM_LABELS, href } from '@adlens/shared-contracts';
import { useHostServices, useSession } from '@adlens/shared-contracts/react';
import { Dropdown, VisuallyHidden } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

/** Chooses the active platform (kept in the session service) and opens its search. */
export function PlatformSwitcher() {
  const { session, events } = useHostServices();
  const { activePlatform } = useSession();
  return (
    <Dropdown
      id="platform-switcher"
      toggle={
        <>
          <VisuallyHidden>Platform: </VisuallyHidden>
          {PLATFORM_LABELS[activePlatform]}
        </>
      }
      toggleClassName="app-header__toggle"
      events={events}
      autoClose
    >
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
    </Dropdown>
  );
}
