import { Outlet } from 'react-router-dom';

/** Layout 1: authentication pages, centred, brand only. */
export function AuthLayout() {
  return (
    <div className="layout-auth">
      <header className="layout-auth__brand">Adlens</header>
      <Outlet />
    </div>
  );
}
