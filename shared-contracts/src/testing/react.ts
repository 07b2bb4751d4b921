export { pageLoaderArgs } from './page-loader-args';
export { createTestQueryClient } from './test-query-client';
export { renderWithServices } from './render-with-services';

export { renderPage } from './render-page';
export type { RenderedPage } from './render-page';
