import { PLATFORM_LABELS } from '@adlens/shared-contracts';
import { useHostServices, useSession } from '@adlens/shared-contracts/react';
import { Dropdown, VisuallyHidden } from '@adlens/shared-ui';
import { PlatformLinks } from './platform-links';

/** Chooses the active platform (kept in the session service) and opens its search. */
export function PlatformSwitcher() {
  const { events } = useHostServices();
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
      <PlatformLinks />
    </Dropdown>
  );
}
