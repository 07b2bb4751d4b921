import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadPinSet } from './load-pin-set';
import { remoteRegistry } from './remote-registry';

/**
 * Registers every pinned remote with the federation runtime. A failure is recorded, not thrown:
 * the shell still starts and the affected pages show their fallback.
 */
export async function registerPinnedRemotes(): Promise<void> {
  try {
    const pinSet = await loadPinSet();
    const remotes = pinSet.remotes.map((pin) => {
      remoteRegistry.pins.set(pin.name, pin);
      return { name: pin.name, entry: new URL(pin.entry, window.location.origin).href };
    });
    registerRemotes(remotes, { force: true });
  } catch (error) {
    remoteRegistry.pinSetError = error instanceof Error ? error.message : String(error);
    console.error('[adlens] remotes not registered:', error);
  }
}
