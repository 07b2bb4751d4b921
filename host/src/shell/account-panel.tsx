import { href } from '@adlens/shared-contracts';
import { useHostServices, useSession } from '@adlens/shared-contracts/react';
import { Avatar } from '@adlens/shared-ui';
import { NavLink, useNavigate } from 'react-router-dom';

const GROUPS: readonly (readonly { to: string; label: string; end?: boolean }[])[] = [
  [
    { to: href('dashboard'), label: 'Dashboard', end: true },
    { to: href('subscription'), label: 'Subscription' },
    { to: href('profile'), label: 'Profile' },
    { to: href('team'), label: 'Manage Team' },
  ],
  [
    { to: href('bookmarks'), label: 'Bookmarks' },
    { to: href('following'), label: 'Following' },
    { to: href('downloads'), label: 'Downloads' },
    { to: href('referral'), label: 'Referral' },
  ],
];

interface AccountPanelProps {
  /** Which account pages to offer (a mobile container offers only those it may open). */
  offers?: (to: string) => boolean;
}

/** Who is signed in, the account's pages and logout (spec section 4: logout clears user and token). */
export function AccountPanel({ offers = () => true }: AccountPanelProps) {
  const { session } = useHostServices();
  const { user } = useSession();
  const navigate = useNavigate();
  const name = user?.name ?? 'Account';

  async function logout() {
    await session.signOut().catch(() => {});
    navigate(href('signIn'));
  }

  return (
    <nav aria-label="Account" className="user-menu">
      <div className="user-menu__who">
        <Avatar name={name} decorative />
        <div>
          <p className="user-menu__name">{name}</p>
          <p className="user-menu__email">{user?.email}</p>
        </div>
      </div>
      {GROUPS.map((group) => group.filter(({ to }) => offers(to)))
        .filter((group) => group.length > 0)
        .map((group) => (
          <ul key={group[0]?.to} className="user-menu__group">
            {group.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink to={to} end={end}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        ))}
      <button type="button" className="user-menu__logout" onClick={() => void logout()}>
        Log out
      </button>
    </nav>
  );
}
