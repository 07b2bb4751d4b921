import { type User, saveDeviceEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { computeDeviceFingerprint } from './device-fingerprint';

export interface SaveDeviceDeps {
  api: ApiClient;
  markDeviceSaved(): void;
  fingerprint?: () => Promise<string>;
}

/**
 * Spec section 4: a user without a saved device gets its fingerprint saved once; afterwards
 * saved_device is true. The call is silent (spec section 8): a failure leaves the flag false and
 * the next user load tries again.
 */
export function createDeviceSaver({ api, markDeviceSaved, fingerprint }: SaveDeviceDeps) {
  let saving: Promise<void> | null = null;
  return function saveDeviceIfNeeded(user: User): Promise<void> {
    if (user.saved_device) return Promise.resolve();
    saving ??= (async () => {
      try {
        const device = await (fingerprint ?? computeDeviceFingerprint)();
        await api.call(saveDeviceEndpoint, { body: { device } });
        markDeviceSaved();
      } catch {
        // Silent by spec.
      } finally {
        saving = null;
      }
    })();
    return saving;
  };
}
