import type { PinSet } from '@adlens/shared-contracts/platform';

/**
 * The versions of each remote a page may report health for: the release it was served and, for a
 * canary, the pin it falls back to when the host refuses the canary (decision 0035).
 */
export function servedVersions(pinSet: PinSet | null): Record<string, string[]> {
  return Object.fromEntries(
    (pinSet?.remotes ?? []).map((pin) => [
      pin.name,
      pin.fallback ? [pin.version, pin.fallback.version] : [pin.version],
    ]),
  );
}
