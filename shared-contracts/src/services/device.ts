/**
 * This browser's device fingerprint (spec section 4): the hash of a graphics rendering and the hash
 * of a canvas drawing, joined by an underscore (`<webgl hash>_<canvas hash>`). The host computes it;
 * pages send it where the spec lists `device` (e.g. `POST /v1/auth/confirm`).
 */
export interface DeviceService {
  fingerprint(): Promise<string>;
}
