import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@adlens/tools/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The factory serves `src/index.ts` with `src/index.html`; shared-ui's dev page is the gallery instead.
const factory = createAppConfig({
  dir,
  kind: 'remote',
  federationName: 'shared_ui_gallery',
  port: 3010,
  exposes: {},
});

export default (env, argv) => {
  const config = factory(env, argv);
  const plugins = config.plugins.map((plugin) => {
    if (plugin.constructor.name !== 'HtmlWebpackPlugin') return plugin;
    const HtmlPlugin = plugin.constructor;
    return new HtmlPlugin({
      template: path.join(dir, 'src', 'gallery', 'index.html'),
      chunks: ['main'],
    });
  });
  return { ...config, entry: { main: './src/gallery/index.ts' }, plugins };
};
