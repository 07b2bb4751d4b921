import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { ChunkGroupsPlugin } from './chunk-groups.mjs';
import { buildCache } from './build-cache.mjs';
import { devServerHeaders } from './dev-server-headers.mjs';
import { devPort } from './dev-ports.mjs';
import { inlineScript } from './inline-script.mjs';
import { exposesOf, readPageList } from './page-list.mjs';
import { classifiedShares, facadeAliases, sharedModules } from './shared-modules.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import { infrastructureConsole } from './infrastructure-console.mjs';

// Loaders live in this package; apps do not each declare them.
const require = createRequire(import.meta.url);

/**
 * The ES build of the federation runtime core. The plugin that puts the host's runtime core on the page
 * `require`s it, which would resolve the CommonJS build and ship the core twice; aliasing both to one
 * file keeps one copy, the same instance the host's own runtime uses.
 */
function runtimeCoreEsm() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  return fromTools.resolve('@module-federation/runtime-core').replace(/index\.cjs$/, 'index.js');
}

/** The runtime core's version: the host refuses a remote built for a runtime it cannot run (issue 27). */
function runtimeCoreVersion() {
  const entry = runtimeCoreEsm();
  const packageFile = path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'package.json',
  );
  return JSON.parse(readFileSync(packageFile, 'utf8')).version;
}

const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

/**
 * The one webpack configuration of every app in the workspace.
 *
 * @param {object} options
 * @param {string} options.dir            the package folder (holds package.json and src/)
 * @param {'host' | 'remote' | 'gallery'} options.kind  a gallery is a development page of a library: it exposes nothing
 * @param {string} options.federationName unique Module Federation name, e.g. `remote_search`
 * @param {number} [options.port]         dev-server port, default the composition's (dev-ports.mjs)
 * @param {(dir: string) => object} [options.devServer] extra dev-server settings, given the package
 *   folder; merged over the defaults
 * @param {string[]} [options.startupChunks] named async chunk groups the page needs before its first
 *   render: preloaded from the HTML with the shared modules they consume (production only)
 * @param {string[]} [options.startupFetches] URLs the entry chunk fetches at once, preloaded too
 * @param {{ file: string, exportName: string }} [options.headScript] a function of a TypeScript
 *   module run inline in the page's head, before any bundle arrives (see inline-script.mjs)
 * @param {string} [options.entry]        page entry, default `./src/index.ts`
 * @param {string} [options.title]        page title, default `Adlens · <package> harness`
 * @param {string} [options.template]     page template relative to `dir`, default the workspace's page.html
 */
export { devPort, withDevPorts } from './dev-ports.mjs';

export function createAppConfig(options) {
  const {
    dir,
    kind,
    federationName,
    entry = './src/index.ts',
    template,
    startupChunks = [],
    startupFetches = [],
    headScript,
  } = options;
  // A remote exposes exactly the pages its page list declares; the host and a gallery expose nothing.
  const exposes = kind === 'remote' ? exposesOf(readPageList(dir)) : {};
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const title = options.title ?? `Adlens · ${pkg.name.replace('@adlens/', '')} harness`;

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    // A remote's release folder holds only the federated container; its harness page exists only in dev.
    const hasPage = kind === 'host' || isDev;

    return {
      mode,
      context: dir,
      target: 'web',
      // Production builds (releases, `pnpm build`) reuse the work of the last build; the dev server
      // keeps webpack's in-memory cache.
      ...(isDev ? {} : { cache: buildCache({ dir, federationName, mode }) }),
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      entry: hasPage ? { main: entry } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: kind === 'host' ? '/' : 'auto',
        // Entry files keep a stable name (served with no-cache): webpack 5.111 fails on a hashed
        // entry name in the federation runtime (module-federation/core#5077). Chunks are hashed.
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: {
          ...facadeAliases(dir),
          ...(kind === 'host' ? { '@module-federation/runtime-core$': runtimeCoreEsm() } : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: SWC_OPTIONS },
          },
          {
            test: /\.css$/,
            // Production CSS is extracted to files that download beside their chunk's JavaScript
            // (issue 27): no style-loader or css-loader code, and no CSS text, in the bundles.
            // Development keeps style-loader for hot updates.
            use: [
              isDev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader,
              require.resolve('css-loader'),
            ],
          },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { console: infrastructureConsole() },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // One federation runtime per page (issue 13): the host puts its runtime core on the page and
          // production remote containers use it instead of bundling their own (~15 KB gzip each). A
          // remote's dev harness page has no host, so it keeps its own; releases built before this
          // still bring theirs and load unchanged.
          //
          // The runtime's size options (issue 27): every app runs in a browser only (`target: 'web'`
          // drops the runtime's Node loading code), and a remote consumes no other remote
          // (`disableRemote` drops remote loading from its container's bundler runtime). The production
          // host loads each remote's entry directly with the page files its pin lists, so the
          // manifest protocol (`disableSnapshot`) stays in development only, for the DevTools
          // (decision 0040).
          experiments:
            kind === 'host'
              ? {
                  provideExternalRuntime: true,
                  optimization: { target: 'web', disableSnapshot: !isDev },
                }
              : {
                  externalRuntime: kind === 'remote' && !isDev,
                  optimization: { target: 'web', disableRemote: kind === 'remote' },
                },
        }),
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(pkg.name),
          __APP_VERSION__: JSON.stringify(pkg.version),
          __FEDERATION_RUNTIME_VERSION__: JSON.stringify(runtimeCoreVersion()),
          // The singleton versions this build provides: the host refuses a release that needs a
          // newer one (decision 0053).
          __SHARED_SINGLETONS__: JSON.stringify(
            Object.fromEntries(
              classifiedShares(dir)
                .filter(({ shareClass }) => shareClass === 'identity')
                .map(({ key, version }) => [key, version]),
            ),
          ),
        }),
        ...(hasPage
          ? [
              new HtmlWebpackPlugin({
                template: template
                  ? path.join(dir, template)
                  : fileURLToPath(new URL('./page.html', import.meta.url)),
                title,
                headScript: headScript
                  ? inlineScript(path.resolve(dir, headScript.file), headScript.exportName)
                  : '',
                chunks: ['main'],
                // Remotes build with publicPath 'auto'; their harness page still needs absolute script
                // URLs so that a deep link such as /authentication/signin finds /main.js.
                publicPath: '/',
              }),
            ]
          : []),
        // What each page needs, for the byte budgets (cli/src/budgets/): production builds only.
        ...(isDev
          ? []
          : [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
              }),
              new ChunkGroupsPlugin(),
            ]),
        ...(hasPage && !isDev && startupChunks.length > 0
          ? [new StartupPreloadPlugin({ chunkGroups: startupChunks, fetches: startupFetches })]
          : []),
      ],
      devServer: {
        port: options.port ?? devPort(federationName),
        // Client routes may hold dots (`/meta/analytics/novalabs.com`): the default dot rule takes
        // such a path for a file and answers 404. Without it, only page navigations (which accept
        // HTML) fall back to the page; a script or chunk that does not exist still gets a 404.
        historyApiFallback: {
          disableDotRule: true,
          htmlAcceptHeaders: ['text/html', 'application/xhtml+xml'],
        },
        // The host hot-swaps its modules. A remote's code runs inside the host page, where its own
        // HMR runtime cannot apply updates (webpackHotUpdate<remote> is the host's global), so a
        // remote change reloads the page instead.
        hot: kind === 'host',
        liveReload: true,
        ...(kind === 'host' ? {} : { headers: devServerHeaders(kind) }),
        client: { overlay: { warnings: false, errors: true, runtimeErrors: false } },
        ...(options.devServer ? options.devServer(dir) : {}),
      },
    };
  };
}
