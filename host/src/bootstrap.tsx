import { HostServicesProvider } from '@adlens/shared-contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createHostRuntime } from './app/create-host-services';
import { createRemotePageLoader } from './federation/remote-page-loader';
import { createRoutes } from './routes/create-routes';
import { NotificationArea } from './shell/notification-area';
import './styles/host.css';

const runtime = createHostRuntime();
const pages = createRemotePageLoader((id) => loadRemote(id));
const router = createBrowserRouter(createRoutes({ session: runtime.services.session, pages }), {
  future: { v8_middleware: true },
});
runtime.bindNavigate((path, options) => void router.navigate(path, options));

const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

createRoot(container).render(
  <StrictMode>
    <JotaiProvider store={runtime.store}>
      <HostServicesProvider value={runtime.services}>
        <NotificationArea />
        <RouterProvider router={router} />
      </HostServicesProvider>
    </JotaiProvider>
  </StrictMode>,
);
