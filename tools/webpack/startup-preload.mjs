import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The chunk groups of a module's async blocks (a shared module's code is behind one). */
function blockChunks(chunkGraph, module) {
  return module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

/**
 * The files of `chunkGroups` and of the shared modules they consume, following consumes inside shared
 * modules too (the kit consumes react-router, which consumes react-dom). Without preloading, each
 * level is a request wave of its own: the runtime asks for a shared module only once the chunk that
 * consumes it has arrived. A shared module comes from the share scope, so from this build's
 * provider when it has one (the app loads first and provides it), else from the consumer's fallback.
 *
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').ChunkGroup>} chunkGroups
 * @returns {string[]} script and style files, in discovery order
 */
export function startupScripts(compilation, chunkGroups) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  }
  const seen = new Set();
  const files = [];
  const pending = [...chunkGroups].flatMap((group) => group.chunks);
  while (pending.length > 0) {
    const chunk = pending.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provided = providers.get(module.options.shareKey) ?? [];
      const sources = provided.length > 0 ? provided : [module];
      for (const source of sources) pending.push(...blockChunks(chunkGraph, source));
    }
  }
  return files;
}

/**
 * Puts preload tags in the page for what the app needs before its first render: the async chunk
 * groups named `chunkGroups` (webpackChunkName) with the shared modules they consume, and the
 * `fetches` its entry chunk makes at once. Everything then downloads beside the entry chunk, in one
 * wave (issue 13). A fetch preload is used by a `fetch()` with the default mode and credentials.
 */
export class StartupPreloadPlugin {
  /** @param {{ chunkGroups: string[], fetches?: string[] }} options */
  constructor({ chunkGroups, fetches = [] }) {
    this.names = new Set(chunkGroups);
    this.fetches = fetches;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const groups = compilation.chunkGroups.filter((group) => this.names.has(group.name));
          const missing = [...this.names].filter((name) => !groups.some((g) => g.name === name));
          if (missing.length > 0) {
            compilation.errors.push(
              new Error(`StartupPreloadPlugin: no chunk group named ${missing.join(', ')}`),
            );
          }
          const publicPath = compilation.outputOptions.publicPath;
          const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
          // A chunk's extracted CSS downloads beside its script; the chunk loader then finds it.
          const links = startupScripts(compilation, groups).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${prefix}${file}`,
            }),
          );
          const fetchLinks = this.fetches.map((href) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'fetch',
              crossorigin: 'anonymous',
              href,
            }),
          );
          data.headTags.push(...fetchLinks, ...links);
          return data;
        },
      );
    });
  }
}
