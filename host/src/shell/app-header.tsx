import {
  PLATFORMS,
  PLATFORM_LABELS,
  href,
  useHostServices,
  useSession,
} from '@adlens/shared-contracts';
import { Link, NavLink, useNavigate } from 'react-router-dom';

export function AppHeader() {
  const { session } = useHostServices();
  const { user, remainingCredits } = useSession();
  const navigate = useNavigate();

  async function logout() {
    await session.signOut().catch(() => {});
    navigate(href('signIn'));
  }

  return (
    <header className="app-header">
      <Link to={href('search')} className="app-header__brand">
        Adlens
      </Link>
      <nav aria-label="Platforms">
        <ul className="app-header__platforms">
          {PLATFORMS.map((platform) => (
            <li key={platform}>
              <NavLink to={href('platformSearch', { platform })}>
                {PLATFORM_LABELS[platform]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="app-header__credits" aria-live="polite">
        <span>Credits left: </span>
        <strong data-testid="remaining-credits">{remainingCredits}</strong>
      </p>
      <div className="app-header__user">
        <span>{user?.email}</span>
        <button type="button" onClick={logout}>
          Log out
        </button>
      </div>
    </header>
  );
}
