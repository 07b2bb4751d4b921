import {
  CONTRACT_VERSION,
  type PinSet,
  type RemotePin,
  isContractCompatible,
  isSameContractLine,
  singletonRefusal,
} from '@adlens/shared-contracts/platform';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { LOADS_ENTRY_DIRECTLY } from './entry-mode';
import { loadPinSet } from './load-pin-set';
import { entryScriptUrl } from './remote-load-policy';
import type { RemoteRegistry } from './remote-registry';
import { HOST_RUNTIME_VERSION } from './runtime-version';
import { HOST_SINGLETONS } from './shared-singletons';

type Register = (remotes: { name: string; entry: string }[]) => void;
/** Applies a tester's candidate-release overrides (see remote-override.ts). */
type Override = (pinSet: PinSet, registry: RemoteRegistry) => Promise<PinSet>;

/**
 * A release built against another contract major, with a federation runtime this host's runtime
 * does not satisfy (its entry calls the host's runtime), or needing a newer singleton than this host
 * provides (decision 0053) is refused before any of its code loads.
 */
export function contractRefusal(
  pin: RemotePin,
  hostRuntime: string | null = HOST_RUNTIME_VERSION,
  hostSingletons: Readonly<Record<string, string>> | null = HOST_SINGLETONS,
): string | null {
  // The singletons first: for a contract major their message names the fix.
  const singleton = hostSingletons ? singletonRefusal(pin, hostSingletons) : null;
  if (singleton) return singleton;
  if (pin.contract && !isSameContractLine(pin.contract, CONTRACT_VERSION)) {
    return `${pin.name}@${pin.version} was built against contract ${pin.contract}; this host speaks ${CONTRACT_VERSION}`;
  }
  if (pin.runtime && hostRuntime && !isContractCompatible(pin.runtime, hostRuntime)) {
    return `${pin.name}@${pin.version} was built with federation runtime ${pin.runtime}; this host runs ${hostRuntime}`;
  }
  return null;
}

export interface RegisterPinnedRemotesOptions {
  /** Reads the pin file (default: the host's own fetch of it). */
  load?: () => Promise<PinSet>;
  /** Hands the accepted remotes to the federation runtime. */
  register?: Register;
  /** Applies a tester's candidate-release overrides (default: none). */
  override?: Override;
  /** The federation runtime version this host runs (null: unknown, no runtime check). */
  hostRuntime?: string | null;
  /** The singleton versions this host provides (null: unknown, no singleton check). */
  hostSingletons?: Readonly<Record<string, string>> | null;
  /**
   * Registers each release's `remoteEntry.js` even where the pin names its manifest (production:
   * no manifest request, decision 0040); otherwise the pin's entry as it is.
   */
  direct?: boolean;
}

/**
 * Registers every pinned remote with the federation runtime. A failure is recorded, not thrown:
 * the shell still starts and the affected pages show their fallback.
 */
export async function registerPinnedRemotes(
  registry: RemoteRegistry,
  {
    load = () => loadPinSet(),
    register = (remotes) => registerRemotes(remotes, { force: true }),
    override = async (pinSet) => pinSet,
    hostRuntime = HOST_RUNTIME_VERSION,
    hostSingletons = HOST_SINGLETONS,
    direct = LOADS_ENTRY_DIRECTLY,
  }: RegisterPinnedRemotesOptions = {},
): Promise<void> {
  try {
    const pinSet = await override(await load(), registry);
    registry.environment = pinSet.environment;
    // A canary the host refuses gives way to the pin it stands beside (decision 0035).
    const candidates = pinSet.remotes.map(({ fallback, ...pin }) => {
      const refusal = contractRefusal(pin, hostRuntime, hostSingletons);
      if (!refusal || !fallback || contractRefusal(fallback, hostRuntime, hostSingletons))
        return pin;
      console.warn(`[adlens] ${refusal}; its pin ${fallback.version} serves`);
      return fallback;
    });
    const accepted = candidates.filter((pin) => {
      registry.pins.set(pin.name, pin);
      const refusal = contractRefusal(pin, hostRuntime, hostSingletons);
      if (refusal) {
        registry.refused.set(pin.name, refusal);
        console.error(`[adlens] ${refusal}`);
      }
      return refusal === null;
    });
    register(
      accepted.map((pin) => ({
        name: pin.name,
        entry: direct ? entryScriptUrl(pin) : new URL(pin.entry, window.location.origin).href,
      })),
    );
  } catch (error) {
    registry.pinSetError = error instanceof Error ? error.message : String(error);
    console.error('[adlens] remotes not registered:', error);
  }
}
