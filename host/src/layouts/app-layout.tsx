import { Outlet } from 'react-router-dom';
import { AppHeader } from '../shell/app-header';

/** Layout 2: the signed-in app with its header. */
export function AppLayout() {
  return (
    <div className="layout-app">
      <AppHeader />
      <div className="layout-app__content">
        <Outlet />
      </div>
    </div>
  );
}
