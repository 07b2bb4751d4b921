export { renderWithServices } from './render-with-services';
export type { RenderWithServicesOptions, RenderWithServicesResult } from './render-with-services';
