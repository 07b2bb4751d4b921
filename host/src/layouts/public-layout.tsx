import { Outlet } from 'react-router-dom';

/** Layout 4: public pages (the shared ad); no header, no login. */
export function PublicLayout() {
  return (
    <div className="layout-public">
      <Outlet />
    </div>
  );
}
