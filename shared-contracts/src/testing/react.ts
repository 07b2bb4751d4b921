export { renderWithServices } from './render-with-services';
export type { RenderWithServicesOptions, RenderWithServicesResult } from './render-with-services';
export { renderPage } from './render-page';
export type { PageRouter, RenderPageOptions, RenderedPage } from './render-page';
