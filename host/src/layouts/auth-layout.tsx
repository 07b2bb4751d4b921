import { href } from '@adlens/shared-contracts';
import { Link, Outlet } from 'react-router-dom';

/** Layout 1: authentication pages, brand only. */
export function AuthLayout() {
  return (
    <div className="layout-auth">
      <header className="layout-auth__brand">
        <Link to={href('root')}>Adlens</Link>
      </header>
      <Outlet />
    </div>
  );
}
