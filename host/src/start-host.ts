import './zod-jitless';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { PAGE_SESSION_HEADER } from '@adlens/shared-contracts';
import { readAppConfig } from './config/app-config';
import { pinSetFetch } from './federation/early-pin-set';
import { loadPinSet } from './federation/load-pin-set';
import { createRemoteLoadPolicy } from './federation/remote-load-policy';
import { applyOverrides, readRequestedOverrides } from './federation/remote-override';
import { registerPinnedRemotes } from './federation/register-pinned-remotes';
import { createRemoteRegistry } from './federation/remote-registry';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Remotes are registered from the environment's pin file before the app renders its first route;
// the registry that records them is this page session's, handed to whoever reads it.
const config = readAppConfig();
const remotes = createRemoteRegistry();
// Timeouts and integrity for every remote load, set before anything of a remote is requested.
const loadPolicy = createRemoteLoadPolicy({
  registry: remotes,
  timeoutMs: config.remoteLoadTimeoutMs,
});
registerPlugins([loadPolicy.plugin]);
const storage = localStorageOrNull();
const requested = readRequestedOverrides(window.location.search, storage);
// The pin file's response hands this page its signed session for health reports (decision 0054).
let pageSession: string | null = null;
await registerPinnedRemotes(remotes, {
  load: () =>
    loadPinSet((input, init) =>
      pinSetFetch(input, init).then((response) => {
        pageSession = response.headers.get(PAGE_SESSION_HEADER);
        return response;
      }),
    ),
  override: (pinSet, registry) => applyOverrides(pinSet, registry, { requested, storage }),
});

const { bootstrap } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
bootstrap({ remotes, config, loadPolicy, storage, pageSession });
