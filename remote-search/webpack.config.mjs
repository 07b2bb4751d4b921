import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@adlens/tools/webpack';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  federationName: 'remote_search',
  port: 3002,
  // The remote's public face: page modules the host binds to routes, each exporting `Component`.
  exposes: {
    './SearchPage': './src/pages/search-page.tsx',
    './AdDetailPage': './src/pages/ad-detail-page.tsx',
    './OwnerPage': './src/pages/owner-page.tsx',
    './BookmarksPage': './src/pages/bookmarks-page.tsx',
    './SharedAdPage': './src/pages/shared-ad-page.tsx',
  },
});
