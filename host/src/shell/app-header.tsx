import { href, isAllowedOnMobile } from '@adlens/shared-contracts';
import { useScreen, useSession } from '@adlens/shared-contracts/react';
import { Link, NavLink } from 'react-router-dom';
import { NotificationsMenu } from './notifications-menu';
import { PlatformSwitcher } from './platform-switcher';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { remainingCredits, activePlatform } = useSession();
  const { isMobile } = useScreen();
  const links = [
    { to: href('platformSearch', { platform: activePlatform }), label: 'Search' },
    { to: href('analytics', { platform: activePlatform }), label: 'Analytics' },
    { to: href('platformBookmarks', { platform: activePlatform }), label: 'Bookmarks' },
    { to: href('planSelect'), label: 'Plans' },
  ];
  // On a mobile container the guard sends other pages to search: offer only what stays open.
  const shown = isMobile ? links.filter(({ to }) => isAllowedOnMobile(to)) : links;
  return (
    <header className={isMobile ? 'app-header app-header--mobile' : 'app-header'}>
      <Link to={href('root')} className="app-header__brand">
        Adlens
      </Link>
      <PlatformSwitcher />
      <nav aria-label="Main" className="app-header__nav">
        {shown.map(({ to, label }) => (
          <NavLink key={label} to={to}>
            {label}
          </NavLink>
        ))}
      </nav>
      <p className="app-header__credits" aria-live="polite">
        <span>Credits left: </span>
        <strong data-testid="remaining-credits">{remainingCredits}</strong>
      </p>
      <NotificationsMenu />
      <UserMenu />
    </header>
  );
}
