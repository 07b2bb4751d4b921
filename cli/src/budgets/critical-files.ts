// A page's critical files, composed from the builds' `chunk-groups.json` (tools/webpack/chunk-groups.mjs):
// what must download before the page's content can render, with no browser involved. For the
// composed app: the host's start-up groups, the pinned remote's entry and its exposed page, and
// every shared module those consume, taken from the host when the host provides it (it loads first,
// and the share scope keeps the first provider of a singleton), else from the remote itself. For the
// monolith twin: the same start-up groups and the page's own `import()` group.
import { z } from 'zod';

const describedSchema = z.object({ files: z.array(z.string()), consumes: z.array(z.string()) });
export const chunkGroupsSchema = z.object({
  groups: z.record(z.string(), describedSchema),
  shared: z.record(z.string(), describedSchema.extend({ provided: z.boolean() })),
});
export type ChunkGroups = z.infer<typeof chunkGroupsSchema>;

/** One build's chunk groups and the folder (URL base) its files are served from. */
export interface Build {
  /** Label of the build in messages: `host`, `remote-search@0.2.0`, `monolith`. */
  name: string;
  groups: ChunkGroups;
}

export interface CriticalFile {
  build: string;
  file: string;
}

export class MissingGroupError extends Error {}

function groupOf(build: Build, name: string) {
  const group = build.groups.groups[name];
  if (!group) throw new MissingGroupError(`${build.name} has no chunk group named ${name}`);
  return group;
}

/** Collects the files of `start` and of every shared module consumed on the way, without repeats. */
function collect(
  start: { build: Build; files: string[]; consumes: string[] }[],
  providerOf: (key: string) => Build | undefined,
): CriticalFile[] {
  const seen = new Set<string>();
  const files: CriticalFile[] = [];
  const add = (build: Build, file: string) => {
    const id = `${build.name}/${file}`;
    if (seen.has(id)) return;
    seen.add(id);
    files.push({ build: build.name, file });
  };
  const keys: string[] = [];
  for (const part of start) {
    for (const file of part.files) add(part.build, file);
    keys.push(...part.consumes);
  }
  const done = new Set<string>();
  while (keys.length > 0) {
    const key = keys.shift() as string;
    if (done.has(key)) continue;
    done.add(key);
    const build = providerOf(key);
    const shared = build?.groups.shared[key];
    if (!build || !shared) throw new MissingGroupError(`no build provides shared module ${key}`);
    for (const file of shared.files) add(build, file);
    keys.push(...shared.consumes);
  }
  return files;
}

/** The composed page: host start-up, the remote's entry and page, their shared modules. */
export function composedCriticalFiles(options: {
  host: Build;
  hostStartGroups: readonly string[];
  remote: Build;
  /** The remote's container entry chunk group (its federation name). */
  remoteEntryGroup: string;
  /** The exposed page's chunk group, `__federation_expose_<Module>`. */
  exposeGroup: string;
}): CriticalFile[] {
  const { host, remote } = options;
  const start = [
    ...options.hostStartGroups.map((name) => ({ build: host, ...groupOf(host, name) })),
    { build: remote, ...groupOf(remote, options.remoteEntryGroup) },
    { build: remote, ...groupOf(remote, options.exposeGroup) },
  ];
  return collect(start, (key) => {
    if (host.groups.shared[key]?.provided) return host;
    return remote.groups.shared[key] ? remote : undefined;
  });
}

/** The monolith twin's page: the same start-up groups and the page's `import()` group. */
export function monolithCriticalFiles(options: {
  monolith: Build;
  startGroups: readonly string[];
  pageGroup: string;
}): CriticalFile[] {
  const { monolith } = options;
  const start = [...options.startGroups, options.pageGroup].map((name) => ({
    build: monolith,
    ...groupOf(monolith, name),
  }));
  return collect(start, (key) => (monolith.groups.shared[key] ? monolith : undefined));
}
