import {
  PLATFORMS,
  PLATFORM_LABELS,
  href,
  useHostServices,
  useSession,
} from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';
import { Dropdown } from './dropdown/dropdown';

/** Chooses the active platform (kept in the session service) and opens its search. */
export function PlatformSwitcher() {
  const { session } = useHostServices();
  const { activePlatform } = useSession();
  return (
    <Dropdown
      id="platform-switcher"
      toggleLabel={`Platform: ${PLATFORM_LABELS[activePlatform]}`}
      label={PLATFORM_LABELS[activePlatform]}
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
