import type { RemotePageModule } from '@adlens/shared-contracts/react';
import type { FakeHostServicesOptions } from '@adlens/shared-contracts/testing';
import { type RenderedPage, renderPage } from '@adlens/shared-contracts/testing/react';

/**
 * Renders this remote's pages at `url` with the contract's page test kit: `pages` by their
 * manifest name (`{ SearchPage }`), bound to their routes as the host binds them.
 */
export function renderSearchPage(
  url: string,
  pages: Readonly<Record<string, RemotePageModule>>,
  fake: FakeHostServicesOptions = {},
): RenderedPage {
  return renderPage(url, { remote: 'remote_search', pages, fake });
}
