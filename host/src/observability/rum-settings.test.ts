import { readAppConfig } from '../config/app-config';
import { errorEvent, viewEvent } from '../testing/rum-events';
import { rumSettings } from './rum-settings';

const versions = { remoteVersions: () => ({ remote_search: '1.4.0' }) };

describe('RUM settings', () => {
  it("uses the spec settings with the API's write-only intake by default", () => {
    const settings = rumSettings(readAppConfig(undefined).rum, 'development', '0.1.0', versions);
    expect(settings).toMatchObject({
      service: 'frontend-core',
      env: 'staging',
      proxy: '/api/v1/rum-intake',
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: 'mask-user-input',
      sessionReplaySampleRate: 100,
      startSessionReplayRecordingManually: true,
    });
  });

  it('reports the production environment only in production mode', () => {
    const config = readAppConfig(undefined).rum;
    expect(rumSettings(config, 'production', '1', versions).env).toBe('production');
    expect(rumSettings(config, 'test', '1', versions).env).toBe('staging');
  });

  it('adds the loaded remote versions to every event', () => {
    const settings = rumSettings(readAppConfig(undefined).rum, 'production', '1', versions);
    const event = viewEvent('https://app.adlens.test/search');
    event.context = { page: 'search' };
    expect(settings.beforeSend?.(event, {} as never)).toBe(true);
    expect(event.context).toEqual({ page: 'search', remote_versions: { remote_search: '1.4.0' } });
  });

  it('names candidate releases in use and hands each event to the mirror', () => {
    const mirror = jest.fn();
    const settings = rumSettings(readAppConfig(undefined).rum, 'development', '1', {
      ...versions,
      remoteOverrides: () => ({ remote_search: '1.5.0-rc.1' }),
      mirror,
    });
    const event = errorEvent('https://app.adlens.test/search', { message: 'x', source: 'source' });
    event.context = {};
    settings.beforeSend?.(event, {} as never);
    expect(event.context).toMatchObject({ remote_overrides: { remote_search: '1.5.0-rc.1' } });
    expect(mirror).toHaveBeenCalledWith(event);
  });

  it('takes token, site and proxy from a valid deployment config and ignores an invalid one', () => {
    const config = readAppConfig({
      rum: { applicationId: 'app', clientToken: 'pub-x', site: 'datadoghq.com' },
    });
    expect(rumSettings(config.rum, 'production', '1', versions)).not.toHaveProperty('proxy');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(readAppConfig({ rum: { clientToken: 3 } }).rum.proxy).toBe('/api/v1/rum-intake');
  });
});
