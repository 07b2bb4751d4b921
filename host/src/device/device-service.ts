import type { DeviceService } from '@adlens/shared-contracts/react';
import { computeDeviceFingerprint } from './device-fingerprint';

/**
 * The contract's device service: the fingerprint is computed once per page session (it draws on
 * two canvases) and shared by the save-device call and the pages that send `device`. A failed
 * computation is not kept, so the next caller tries again.
 */
export function createDeviceService(
  compute: () => Promise<string> = () => computeDeviceFingerprint(),
): DeviceService {
  let fingerprint: Promise<string> | null = null;
  return {
    fingerprint() {
      const current = fingerprint ?? compute();
      fingerprint = current;
      current.catch(() => {
        if (fingerprint === current) fingerprint = null;
      });
      return current;
    },
  };
}
