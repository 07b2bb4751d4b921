import { Outlet } from 'react-router-dom';

/** Layout 3: plain pages (errors, payment results, blockers). */
export function PlainLayout() {
  return (
    <div className="layout-plain">
      <Outlet />
    </div>
  );
}
