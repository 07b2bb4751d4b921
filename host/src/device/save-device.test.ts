import { testUser } from '../testing/host-test-kit';
import { computeDeviceFingerprint } from './device-fingerprint';
import { createDeviceSaver } from './save-device';

const { subtle } = globalThis.crypto;

describe('device fingerprint', () => {
  it('is the SHA-256 of the WebGL rendering and the canvas drawing joined by an underscore', async () => {
    const fingerprint = await computeDeviceFingerprint({
      webgl: () => 'gl',
      canvas: () => 'cv',
      subtle,
    });
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode('gl_cv'));
    const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
    expect(fingerprint).toBe(hex.join(''));
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('saving the device', () => {
  function setup(fails = false) {
    const call = jest.fn(async () => {
      if (fails) throw new Error('offline');
      return { saved_device: true };
    });
    const markDeviceSaved = jest.fn();
    const save = createDeviceSaver({
      api: { call } as never,
      markDeviceSaved,
      fingerprint: async () => 'abc123',
    });
    return { save, call, markDeviceSaved };
  }

  it('saves the fingerprint through POST /v1/auth/device when the user has no saved device', async () => {
    const { save, call, markDeviceSaved } = setup();
    await save(testUser({ saved_device: false }));
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', path: '/v1/auth/device' }),
      { body: { device: 'abc123' } },
    );
    expect(markDeviceSaved).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the device is already saved', async () => {
    const { save, call } = setup();
    await save(testUser({ saved_device: true }));
    expect(call).not.toHaveBeenCalled();
  });

  it('ignores a failure silently and keeps the flag false', async () => {
    const { save, markDeviceSaved } = setup(true);
    await expect(save(testUser({ saved_device: false }))).resolves.toBeUndefined();
    expect(markDeviceSaved).not.toHaveBeenCalled();
  });
});
