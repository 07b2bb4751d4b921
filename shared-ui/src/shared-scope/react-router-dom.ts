// What the federation share scope provides under `react-router-dom` (decision 0019): exactly the
// router API the host and the remotes use, so that the page's one router copy is tree-shaken to it
// (a shared package is otherwise bundled whole: ~61 KB gzip instead of ~33 KB). It re-exports from
// `react-router`, the package behind react-router-dom 7, because an import of `react-router-dom`
// here would itself be taken from the share scope.
//
// A name the apps import from react-router-dom must be listed here, or it is undefined at run time:
// `tools/webpack/shared-scope.test.ts` fails when one is missing. Names stay once listed, since
// releases built earlier may use them.
export {
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
