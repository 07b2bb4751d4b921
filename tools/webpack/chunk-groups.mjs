/**
 * `chunk-groups.json` beside a production build (issue 27): the files of every named chunk group
 * (entries, `webpackChunkName` groups, a remote's exposed pages) and of every shared module this
 * build provides or falls back to, each with the share keys its chunks consume. The byte budgets
 * (`cli/src/budgets/`) compose a page's critical files from these lists, for the composed app and
 * the monolith twin alike, without a browser: the share scope decides at run time which container's
 * copy of a shared module loads, and the lists let the check make the same choice.
 */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** The files (JS and CSS, no maps) of `chunks` and the share keys their modules consume. */
function describeChunks(chunkGraph, chunks) {
  const files = new Set();
  const consumes = new Set();
  for (const chunk of chunks) {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') consumes.add(module.options.shareKey);
    }
  }
  return { files: [...files].sort(), consumes: [...consumes].sort() };
}

/** The chunks behind a module's async blocks (a shared module's code is behind one). */
function blockChunks(chunkGraph, module) {
  return module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {{ groups: Record<string, { files: string[], consumes: string[] }>,
 *             shared: Record<string, { files: string[], consumes: string[], provided: boolean }> }}
 */
export function chunkGroupsOf(compilation) {
  const { chunkGraph } = compilation;
  const groups = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    groups[name] = describeChunks(chunkGraph, group.chunks);
  }
  const shared = {};
  // What this build provides to the share scope wins over its fallbacks: it is what loads when
  // this container provides the module.
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    shared[module._name] = {
      ...describeChunks(chunkGraph, blockChunks(chunkGraph, module)),
      provided: true,
    };
  }
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const key = module.options.shareKey;
    if (shared[key]) continue;
    shared[key] = {
      ...describeChunks(chunkGraph, blockChunks(chunkGraph, module)),
      provided: false,
    };
  }
  // Sorted by name: module order differs between a cold and a cached build, the file must not.
  return { groups: sortedByKey(groups), shared: sortedByKey(shared) };
}

function sortedByKey(record) {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** Emits `chunk-groups.json` with the build's other assets. */
export class ChunkGroupsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After hashing and optimisation, so that the file names are the final ones.
        { name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const text = `${JSON.stringify(chunkGroupsOf(compilation), null, 1)}\n`;
          compilation.emitAsset(CHUNK_GROUPS_FILE, new sources.RawSource(text));
        },
      );
    });
  }
}
