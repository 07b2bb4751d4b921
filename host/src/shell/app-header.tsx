import { href } from '@adlens/shared-contracts';
import { useScreen, useSession } from '@adlens/shared-contracts/react';
import { Link, NavLink } from 'react-router-dom';
import { mainLinks } from './main-links';
import { MobileMenu } from './mobile-menu';
import { NotificationsMenu } from './notifications-menu';
import { PlatformSwitcher } from './platform-switcher';
import { UserMenu } from './user-menu';

function Credits({ remaining }: { remaining: number }) {
  return (
    <p className="app-header__credits" aria-live="polite">
      <span>Credits left: </span>
      <strong data-testid="remaining-credits">{remaining}</strong>
    </p>
  );
}

/**
 * The sticky header. On a mobile container (spec: below 950 px) it is one compact row: brand,
 * credits, bell and one menu holding the sections, the platform switch and the account
 * (decision 0055); a desktop header shows them side by side.
 */
export function AppHeader() {
  const { remainingCredits, activePlatform } = useSession();
  const { isMobile } = useScreen();
  const links = mainLinks(activePlatform, isMobile);
  const brand = (
    <Link to={href('root')} className="app-header__brand">
      Adlens
    </Link>
  );
  if (isMobile) {
    return (
      <header className="app-header app-header--mobile">
        {brand}
        <Credits remaining={remainingCredits} />
        <NotificationsMenu />
        <MobileMenu links={links} />
      </header>
    );
  }
  return (
    <header className="app-header">
      {brand}
      <PlatformSwitcher />
      <nav aria-label="Main" className="app-header__nav">
        {links.map(({ to, label }) => (
          <NavLink key={label} to={to}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Credits remaining={remainingCredits} />
      <NotificationsMenu />
      <UserMenu />
    </header>
  );
}
