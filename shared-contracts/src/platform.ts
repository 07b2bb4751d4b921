// The contract's platform entry: what the host, the CLI, the harness and e2e need about releases and
// environments: the contract version and its compatibility rule, the pin set, the remotes table, the
// route manifest and the prerendered frames (decision 0051).

// Its pin-set schemas speak English like the core's.
import './zod-locale';

export { CONTRACT_VERSION } from './version';
export { isContractCompatible } from './contract-compat';
export { PIN_SET_URL, REMOTE_NAMES, pinSetSchema } from './environment/pin-set';
export type { Canary, PinSet, RemoteName, RemotePin } from './environment/pin-set';
export { REMOTES, folderOfRemote } from './environment/remotes';
export { isSameContractLine, singletonRefusal } from './environment/shared-singletons';
export type { SingletonRanges } from './environment/shared-singletons';
export {
  ROUTE_IDS,
  isRemotePageRef,
  remotePageOf,
  remotePageRoutes,
  routeChecks,
  routeEntry,
} from './routes/manifest';
export type { HostPageName, RemotePageRef, RouteEntry, RouteLayout } from './routes/manifest';
export { checksAdBlocker, pageToPreload } from './routes/preload';
export { PAINTED_FRAME_OUTLET, PRERENDER_CONTAINER_ID, paintedFrameFile } from './routes/prerender';
