import { readAppConfig } from '../config/app-config';
import { rumSettings } from './rum-settings';

const versions = () => ({ remote_search: '1.4.0' });

describe('RUM settings', () => {
  it('uses the spec settings with the local intake by default', () => {
    const settings = rumSettings(readAppConfig(undefined).rum, 'development', '0.1.0', versions);
    expect(settings).toMatchObject({
      service: 'frontend-core',
      env: 'staging',
      proxy: '/api/v1/dev/rum-intake',
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: 'mask-user-input',
      sessionReplaySampleRate: 100,
      startSessionReplayRecordingManually: false,
    });
  });

  it('reports the production environment only in production mode', () => {
    const config = readAppConfig(undefined).rum;
    expect(rumSettings(config, 'production', '1', versions).env).toBe('production');
    expect(rumSettings(config, 'test', '1', versions).env).toBe('staging');
  });

  it('adds the loaded remote versions to every event', () => {
    const settings = rumSettings(readAppConfig(undefined).rum, 'production', '1', versions);
    const event = { type: 'view', context: { page: 'search' } };
    expect(settings.beforeSend?.(event as never, {} as never)).toBe(true);
    expect(event.context).toEqual({ page: 'search', remote_versions: { remote_search: '1.4.0' } });
  });

  it('takes token, site and proxy from a valid deployment config and ignores an invalid one', () => {
    const config = readAppConfig({
      rum: { applicationId: 'app', clientToken: 'pub-x', site: 'datadoghq.com' },
    });
    expect(rumSettings(config.rum, 'production', '1', versions)).not.toHaveProperty('proxy');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(readAppConfig({ rum: { clientToken: 3 } }).rum.proxy).toBe('/api/v1/dev/rum-intake');
  });
});
