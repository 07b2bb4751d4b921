import { href, useSession } from '@adlens/shared-contracts';
import { Link, NavLink } from 'react-router-dom';
import { NotificationsMenu } from './notifications-menu';
import { PlatformSwitcher } from './platform-switcher';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { remainingCredits, activePlatform } = useSession();
  return (
    <header className="app-header">
      <Link to={href('root')} className="app-header__brand">
        Adlens
      </Link>
      <PlatformSwitcher />
      <nav aria-label="Main" className="app-header__nav">
        <NavLink to={href('platformSearch', { platform: activePlatform })}>Search</NavLink>
        <NavLink to={href('analytics', { platform: activePlatform })}>Analytics</NavLink>
        <NavLink to={href('platformBookmarks', { platform: activePlatform })}>Bookmarks</NavLink>
        <NavLink to={href('planSelect')}>Plans</NavLink>
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
