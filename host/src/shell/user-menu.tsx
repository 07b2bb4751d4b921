import { href } from '@adlens/shared-contracts';
import { useHostServices, useSession } from '@adlens/shared-contracts/react';
import { Avatar, Dropdown, VisuallyHidden } from '@adlens/shared-ui';
import { NavLink, useNavigate } from 'react-router-dom';

/** Account links and logout (spec section 4: logout clears user and token). */
export function UserMenu() {
  const { session, events } = useHostServices();
  const { user } = useSession();
  const navigate = useNavigate();
  const name = user?.name ?? 'Account';

  async function logout() {
    await session.signOut().catch(() => {});
    navigate(href('signIn'));
  }

  return (
    <Dropdown
      id="user-menu"
      toggle={
        <>
          <Avatar name={name} size="sm" decorative />
          <VisuallyHidden>Account menu: </VisuallyHidden>
          <span className="app-header__user-name">{name}</span>
        </>
      }
      toggleClassName="app-header__toggle"
      align="end"
      events={events}
      autoClose
    >
      <nav aria-label="Account" className="user-menu">
        <div className="user-menu__who">
          <Avatar name={name} decorative />
          <div>
            <p className="user-menu__name">{name}</p>
            <p className="user-menu__email">{user?.email}</p>
          </div>
        </div>
        <ul className="user-menu__group">
          <li>
            <NavLink to={href('dashboard')} end>
              Dashboard
            </NavLink>
          </li>
          <li>
            <NavLink to={href('subscription')}>Subscription</NavLink>
          </li>
          <li>
            <NavLink to={href('profile')}>Profile</NavLink>
          </li>
          <li>
            <NavLink to={href('team')}>Manage Team</NavLink>
          </li>
        </ul>
        <ul className="user-menu__group">
          <li>
            <NavLink to={href('bookmarks')}>Bookmarks</NavLink>
          </li>
          <li>
            <NavLink to={href('following')}>Following</NavLink>
          </li>
          <li>
            <NavLink to={href('downloads')}>Downloads</NavLink>
          </li>
          <li>
            <NavLink to={href('referral')}>Referral</NavLink>
          </li>
        </ul>
        <button type="button" className="user-menu__logout" onClick={() => void logout()}>
          Log out
        </button>
      </nav>
    </Dropdown>
  );
}
