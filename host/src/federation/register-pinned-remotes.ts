import {
  CONTRACT_VERSION,
  type PinSet,
  type RemotePin,
  isContractCompatible,
} from '@adlens/shared-contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadPinSet } from './load-pin-set';
import type { RemoteRegistry } from './remote-registry';

type Register = (remotes: { name: string; entry: string }[]) => void;
/** Applies a tester's candidate-release overrides (see remote-override.ts). */
type Override = (pinSet: PinSet, registry: RemoteRegistry) => Promise<PinSet>;

/** A release built against another contract major is refused before any of its code loads. */
export function contractRefusal(pin: RemotePin): string | null {
  if (!pin.contract || isContractCompatible(pin.contract, CONTRACT_VERSION)) return null;
  return `${pin.name}@${pin.version} was built against contract ${pin.contract}; this host speaks ${CONTRACT_VERSION}`;
}

/**
 * Registers every pinned remote with the federation runtime. A failure is recorded, not thrown:
 * the shell still starts and the affected pages show their fallback.
 */
export async function registerPinnedRemotes(
  registry: RemoteRegistry,
  load = loadPinSet,
  register: Register = (remotes) => registerRemotes(remotes, { force: true }),
  override: Override = async (pinSet) => pinSet,
): Promise<void> {
  try {
    const pinSet = await override(await load(), registry);
    registry.environment = pinSet.environment;
    // A canary the host refuses gives way to the pin it stands beside (decision 0035).
    const candidates = pinSet.remotes.map(({ fallback, ...pin }) => {
      const refusal = contractRefusal(pin);
      if (!refusal || !fallback || contractRefusal(fallback)) return pin;
      console.warn(`[adlens] ${refusal}; its pin ${fallback.version} serves`);
      return fallback;
    });
    const accepted = candidates.filter((pin) => {
      registry.pins.set(pin.name, pin);
      const refusal = contractRefusal(pin);
      if (refusal) {
        registry.refused.set(pin.name, refusal);
        console.error(`[adlens] ${refusal}`);
      }
      return refusal === null;
    });
    register(
      accepted.map((pin) => ({
        name: pin.name,
        entry: new URL(pin.entry, window.location.origin).href,
      })),
    );
  } catch (error) {
    registry.pinSetError = error instanceof Error ? error.message : String(error);
    console.error('[adlens] remotes not registered:', error);
  }
}
