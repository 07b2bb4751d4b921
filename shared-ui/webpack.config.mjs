import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@adlens/tools/webpack';

// shared-ui is a library: its only page is the development gallery of every component and state.
export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'gallery',
  federationName: 'shared_ui_gallery',
  port: 3010,
  entry: './src/gallery/index.ts',
  title: 'Adlens · shared-ui gallery',
});
