/** @jest-environment node */
import { createFakeHostServices } from './fake-host-services';
import { pageLoaderArgs } from './page-loader-args';

describe('pageLoaderArgs', () => {
  it("reads the params of the URL's manifest route, as the router does", () => {
    const services = createFakeHostServices();
    const args = pageLoaderArgs('/native/campaign/9?tab=countries', services);
    expect(args.params).toEqual({ platform: 'native', id: '9' });
    expect(args.request.url).toBe('http://localhost/native/campaign/9?tab=countries');
    expect(args.api).toBe(services.api);
  });

  it('refuses a URL that no route of the manifest shows', () => {
    expect(() => pageLoaderArgs('/nowhere/at/all', createFakeHostServices())).toThrow(
      '/nowhere/at/all is no route of the route manifest',
    );
  });
});
