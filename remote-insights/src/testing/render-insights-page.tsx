import type { RemotePageModule } from '@adlens/shared-contracts/react';
import type { FakeHostServicesOptions } from '@adlens/shared-contracts/testing';
import { type RenderedPage, renderPage } from '@adlens/shared-contracts/testing/react';
import { insightsHandlers } from './fake-handlers';

/**
 * Renders this remote's pages at `url` with the contract's page test kit, the fake services
 * answering with fixture data (override single calls with `handlers`).
 */
export function renderInsightsPage(
  url: string,
  pages: Readonly<Record<string, RemotePageModule>>,
  options: FakeHostServicesOptions = {},
): RenderedPage {
  return renderPage(url, {
    remote: 'remote_insights',
    pages,
    fake: { ...options, handlers: { ...insightsHandlers(), ...options.handlers } },
  });
}
