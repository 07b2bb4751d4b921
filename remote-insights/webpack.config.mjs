import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@adlens/tools/webpack';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  federationName: 'remote_insights',
  port: 3003,
  // The remote's public face: page modules the host binds to routes, each exporting `Component`.
  exposes: {
    './AnalyticsPage': './src/pages/analytics-page.tsx',
    './DomainAnalyticsPage': './src/pages/domain-analytics-page.tsx',
    './CampaignPage': './src/pages/campaign-page.tsx',
  },
});
