import { href, useHostServices, useSession } from '@adlens/shared-contracts';
import { Dropdown, VisuallyHidden } from '@adlens/shared-ui';
import { Link, useNavigate } from 'react-router-dom';

/** Account links and logout (spec section 4: logout clears user and token). */
export function UserMenu() {
  const { session, events } = useHostServices();
  const { user } = useSession();
  const navigate = useNavigate();

  async function logout() {
    await session.signOut().catch(() => {});
    navigate(href('signIn'));
  }

  return (
    <Dropdown
      id="user-menu"
      toggle={
        <>
          <VisuallyHidden>Account menu: </VisuallyHidden>
          {user?.name ?? 'Account'}
        </>
      }
      toggleClassName="app-header__toggle"
      align="end"
      events={events}
      autoClose
    >
      <nav aria-label="Account" className="user-menu">
        <p className="user-menu__email">{user?.email}</p>
        <Link to={href('subscription')}>Subscription</Link>
        <Link to={href('profile')}>Profile</Link>
        <Link to={href('team')}>Manage Team</Link>
        <Link to={href('bookmarks')}>Bookmarks</Link>
        <Link to={href('downloads')}>Downloads</Link>
        <Link to={href('referral')}>Referral</Link>
        <button type="button" onClick={() => void logout()}>
          Log out
        </button>
      </nav>
    </Dropdown>
  );
}
