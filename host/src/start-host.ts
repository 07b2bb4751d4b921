import { registerPinnedRemotes } from './federation/register-pinned-remotes';

// Remotes are registered from the environment's pin file before the app renders its first route.
await registerPinnedRemotes();
await import('./bootstrap');
