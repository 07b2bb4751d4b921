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
    // Plans, payment results, referral and downloads (account-shop).
    './PlanSelectPage': './src/pages/plan-select-page.tsx',
    './PaymentThankYouPage': './src/pages/payment-thank-you-page.tsx',
    './PaymentFailedPage': './src/pages/payment-failed-page.tsx',
    './ReferralPage': './src/pages/referral-page.tsx',
    './DownloadsPage': './src/pages/downloads-page.tsx',
  },
});
