import { readAppConfig } from '../config/app-config';
import { loadTagManager } from './tag-manager';

function deps(load: (src: string) => Promise<void> = async () => {}) {
  const dataLayer: Record<string, unknown>[] = [];
  return { dataLayer, deps: { dataLayer: () => dataLayer, load: jest.fn(load), now: () => 1234 } };
}

afterEach(() => jest.restoreAllMocks());

describe('tag-manager container', () => {
  it('loads nothing without a configuration (development and tests)', async () => {
    const { dataLayer, deps: d } = deps();
    await loadTagManager(readAppConfig(undefined).tagManager, d);
    expect(d.load).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([]);
  });

  it('loads the configured container after marking its start in the data layer', async () => {
    const { dataLayer, deps: d } = deps();
    const config = readAppConfig({ tagManager: { containerId: 'GTM-AB12CD' } });
    await loadTagManager(config.tagManager, d);
    expect(dataLayer).toEqual([{ 'gtm.start': 1234, event: 'gtm.js' }]);
    expect(d.load).toHaveBeenCalledWith('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
  });

  it('takes the script origin from the configuration (e.g. a first-party relay)', async () => {
    const { deps: d } = deps();
    const config = readAppConfig({
      tagManager: { containerId: 'GTM-AB12CD', scriptOrigin: 'https://tags.adlens.example' },
    });
    await loadTagManager(config.tagManager, d);
    expect(d.load).toHaveBeenCalledWith('https://tags.adlens.example/gtm.js?id=GTM-AB12CD');
  });

  it('ignores a container id that is not one, and keeps the app going', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(readAppConfig({ tagManager: { containerId: '"><script>' } }).tagManager).toBeUndefined();
  });

  it('only logs a container that fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps: d } = deps(async () => {
      throw new Error('Script blocked');
    });
    const config = readAppConfig({ tagManager: { containerId: 'GTM-AB12CD' } });
    await expect(loadTagManager(config.tagManager, d)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[adlens]', 'Script blocked');
  });
});
