// What a build shares, as its `mf-manifest.json` records it (decision 0053): a remote's release
// keeps the list (each shared module with the version built against, the range required and
// whether it is a singleton); the host's build says which singleton versions it provides. The pin
// gate, the canary gate and the host at load compare the two.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SingletonRanges } from '@adlens/shared-contracts/platform';
import { z } from 'zod';
import { HOST_DIST } from '../workspace.mjs';

export const sharedFactSchema = z.object({
  name: z.string(),
  version: z.string(),
  requiredVersion: z.string(),
  singleton: z.boolean(),
});
export type SharedFact = z.infer<typeof sharedFactSchema>;

const manifestSchema = z.object({
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      requiredVersion: z.string().optional(),
      singleton: z.boolean().optional(),
    }),
  ),
});

/** The shared modules a build's manifest lists, one per name, sorted; null without a manifest. */
export function sharedOfBuild(dist: string): SharedFact[] | null {
  let text: string;
  try {
    text = readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) return null;
  const byName = new Map<string, SharedFact>();
  for (const { name, version, requiredVersion, singleton } of parsed.data.shared) {
    byName.set(name, {
      name,
      version,
      requiredVersion: requiredVersion ?? `^${version}`,
      singleton: singleton ?? false,
    });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The singletons a release needs, share key to range (what a pin carries to the host). */
export function singletonRangesOf(shared: readonly SharedFact[] | undefined): SingletonRanges {
  return Object.fromEntries(
    (shared ?? [])
      .filter((fact) => fact.singleton)
      .map((fact) => [fact.name, fact.requiredVersion]),
  );
}

export class NoHostBuildError extends Error {
  override readonly name = 'NoHostBuildError';
}

/**
 * The singleton versions the deployed host provides (share key to version), from its build's
 * manifest: the host that serves the environments, not the workspace's sources, which may be
 * ahead of it.
 */
export function hostSingletons(hostDist: string = HOST_DIST): Record<string, string> {
  const shared = sharedOfBuild(hostDist);
  if (!shared) {
    throw new NoHostBuildError(
      `No host build in ${hostDist} (mf-manifest.json): build the host first (pnpm build); the pin gate compares a release's singletons with what the host provides`,
    );
  }
  return Object.fromEntries(
    shared.filter((fact) => fact.singleton).map((fact) => [fact.name, fact.version]),
  );
}
