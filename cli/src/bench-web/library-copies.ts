// "One copy of every shared library in the page" (issue 13), proven per run: each script loaded by
// the page is mapped to the npm packages its source map names, and a package found in scripts of
// two containers (the host's, a remote's) is a second copy. Pure, unit-tested; the bench fetches.

/** An npm package named by a source-map source path, or null for the app's own sources. */
export function packageOfSource(source: string): string | null {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match?.[1] ?? null;
}

/** The container a script URL belongs to: its folder (`/` for the host, `/remotes/<name>/<v>`). */
export function containerOfScript(url: string): string {
  const { pathname } = new URL(url);
  return pathname.slice(0, pathname.lastIndexOf('/')) || '/';
}

export interface LoadedScript {
  url: string;
  /** Source paths from the script's source map. */
  sources: readonly string[];
}

export interface LibraryCopy {
  library: string;
  containers: string[];
}

/** Every package loaded from more than one container, sorted by name. */
export function libraryCopies(scripts: readonly LoadedScript[]): LibraryCopy[] {
  const containersOf = new Map<string, Set<string>>();
  for (const script of scripts) {
    const container = containerOfScript(script.url);
    for (const source of script.sources) {
      const library = packageOfSource(source);
      if (!library) continue;
      const containers = containersOf.get(library) ?? new Set<string>();
      containers.add(container);
      containersOf.set(library, containers);
    }
  }
  return [...containersOf]
    .filter(([, containers]) => containers.size > 1)
    .map(([library, containers]) => ({ library, containers: [...containers].sort() }))
    .sort((a, b) => a.library.localeCompare(b.library));
}
