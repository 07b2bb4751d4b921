// The Module Federation runtime on both sides of a pin (issue 27). A remote's entry calls the runtime
// the host puts on the page (`externalRuntime`, decision 0018), so a release records the runtime it
// was built with, and a pin needs a host whose runtime satisfies that range, like the contract range.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { ROOT } from '../workspace.mjs';

/** The part of a build's `mf-manifest.json` that names the federation plugin (and runtime) version. */
const manifestSchema = z.object({ metaData: z.object({ pluginVersion: z.string().optional() }) });

/** `^<version>` of the runtime a remote's build used, from its manifest; undefined when not named. */
export function runtimeRangeOfBuild(dist: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  const version = parsed.success ? parsed.data.metaData.pluginVersion : undefined;
  return version ? `^${version}` : undefined;
}

/** The runtime version the host is built with: the runtime core its federation plugin resolves. */
export function hostRuntimeVersion(hostDir = path.join(ROOT, 'host')): string {
  const fromHost = createRequire(path.join(hostDir, 'package.json'));
  const fromEnhanced = createRequire(fromHost.resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const entry = fromTools.resolve('@module-federation/runtime-core');
  const packageFile = path.join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  const { version } = z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(packageFile, 'utf8')));
  return version;
}
