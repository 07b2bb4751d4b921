import { isAllowedOnMobile } from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { Dropdown, VisuallyHidden } from '@adlens/shared-ui';
import { NavLink } from 'react-router-dom';
import { AccountPanel } from './account-panel';
import type { MainLink } from './main-links';
import { MenuIcon } from './menu-icon';
import { PlatformLinks } from './platform-links';

/**
 * The one menu of a mobile header (issue 41, decision 0055): the sections, the platform switch
 * and the account, so that the header stays one row and the first screen is left to the page.
 */
export function MobileMenu({ links }: { links: readonly MainLink[] }) {
  const { events } = useHostServices();
  return (
    <Dropdown
      id="mobile-menu"
      toggle={
        <>
          <MenuIcon />
          <VisuallyHidden>Menu</VisuallyHidden>
        </>
      }
      toggleClassName="app-header__toggle"
      align="end"
      events={events}
      autoClose
    >
      <div className="mobile-menu">
        <nav aria-label="Main" className="mobile-menu__nav">
          {links.map(({ to, label }) => (
            <NavLink key={label} to={to}>
              {label}
            </NavLink>
          ))}
        </nav>
        <p className="mobile-menu__heading">Platform</p>
        <PlatformLinks />
        <AccountPanel offers={isAllowedOnMobile} />
      </div>
    </Dropdown>
  );
}
