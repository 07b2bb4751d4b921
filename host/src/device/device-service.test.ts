import { createDeviceService } from './device-service';

describe('device service', () => {
  it('computes the fingerprint once per page session', async () => {
    const compute = jest.fn(async () => 'gl_cv');
    const device = createDeviceService(compute);
    await expect(device.fingerprint()).resolves.toBe('gl_cv');
    await expect(device.fingerprint()).resolves.toBe('gl_cv');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed computation', async () => {
    const compute = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('no canvas'))
      .mockResolvedValueOnce('gl_cv');
    const device = createDeviceService(compute);
    await expect(device.fingerprint()).rejects.toThrow('no canvas');
    await expect(device.fingerprint()).resolves.toBe('gl_cv');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
