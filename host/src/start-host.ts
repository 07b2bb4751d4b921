import { registerPinnedRemotes } from './federation/register-pinned-remotes';
import { createRemoteRegistry } from './federation/remote-registry';

// Remotes are registered from the environment's pin file before the app renders its first route;
// the registry that records them is this page session's, handed to whoever reads it.
const remotes = createRemoteRegistry();
await registerPinnedRemotes(remotes);
const { bootstrap } = await import('./bootstrap');
bootstrap(remotes);
