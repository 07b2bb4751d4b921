import { testUser } from '../testing/host-test-kit';
import { computeDeviceFingerprint } from './device-fingerprint';
import { createDeviceSaver } from './save-device';

const { subtle } = globalThis.crypto;

async function sha256(text: string): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('device fingerprint', () => {
  it('is the SHA-256 of the WebGL rendering and that of the canvas drawing, joined by an underscore', async () => {
    const fingerprint = await computeDeviceFingerprint({
      webgl: () => 'gl',
      canvas: () => 'cv',
      subtle,
    });
    expect(fingerprint).toBe(`${await sha256('gl')}_${await sha256('cv')}`);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}_[0-9a-f]{64}$/);
  });

  it('changes only the canvas half when only the canvas drawing differs', async () => {
    const [before, after] = await Promise.all(
      ['cv', 'other font'].map((drawing) =>
        computeDeviceFingerprint({ webgl: () => 'gl', canvas: () => drawing, subtle }),
      ),
    );
    expect(after?.split('_')[0]).toBe(before?.split('_')[0]);
    expect(after?.split('_')[1]).not.toBe(before?.split('_')[1]);
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
