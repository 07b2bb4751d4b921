import type { HumanVerificationService } from '@adlens/shared-contracts/react';
import type { AppConfig } from '../config/app-config';
import { loadScript } from '../observability/load-app-script';

export class HumanVerificationError extends Error {
  override readonly name = 'HumanVerificationError';
}

export function isHumanVerificationError(error: unknown): error is HumanVerificationError {
  return error instanceof Error && error.name === 'HumanVerificationError';
}

interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

function isRecaptcha(value: unknown): value is Recaptcha {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'ready' in value &&
    typeof value.ready === 'function' &&
    'execute' in value &&
    typeof value.execute === 'function'
  );
}

/** The third-party provider: its script loads on the first request, never at start-up. */
function recaptchaProvider(siteKey: string): HumanVerificationService {
  let loading: Promise<Recaptcha> | null = null;
  function provider(): Promise<Recaptcha> {
    loading ??= loadScript(
      `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
    ).then(() => {
      const candidate: unknown = Reflect.get(window, 'grecaptcha');
      if (!isRecaptcha(candidate)) throw new HumanVerificationError('Provider script is invalid');
      return candidate;
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  }
  return {
    async getToken(action) {
      const recaptcha = await provider();
      await new Promise<void>((resolve) => recaptcha.ready(resolve));
      return recaptcha.execute(siteKey, { action });
    },
  };
}

/** Development and tests: a local provider whose tokens dev-api accepts. */
const localProvider: HumanVerificationService = {
  getToken: async (action) => `local-verification:${action}:${Date.now()}`,
};

export function createHumanVerification(
  config: AppConfig['humanVerification'],
): HumanVerificationService {
  return config.provider === 'recaptcha' ? recaptchaProvider(config.siteKey) : localProvider;
}
