import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@adlens/tools/webpack';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  federationName: 'remote_account',
  port: 3004,
  // The remote's public face: page modules the host binds to routes, each exporting `Component`.
  exposes: {
    './SubscriptionPage': './src/pages/subscription-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './TeamPage': './src/pages/team-page.tsx',
  },
});
