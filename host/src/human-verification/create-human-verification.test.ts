import {
  HumanVerificationError,
  createHumanVerification,
  isHumanVerificationError,
} from './create-human-verification';

const SITE_KEY = 'site key/1';
const SCRIPT_SRC = 'https://www.google.com/recaptcha/api.js?render=site%20key%2F1';

function providerScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')].filter(
    (script) => script.getAttribute('src') === SCRIPT_SRC,
  );
}

/** Waits for the provider's script tag to appear, then answers it like the browser would. */
async function answerScript(event: 'load' | 'error', index = 0) {
  for (let round = 0; round < 20 && providerScripts().length <= index; round += 1) {
    await Promise.resolve();
  }
  providerScripts()[index]?.dispatchEvent(new Event(event));
}

function installProvider(token = 'provider-token') {
  const execute = jest.fn(async (_siteKey: string, _options: { action: string }) => token);
  const ready = jest.fn((callback: () => void) => callback());
  Reflect.set(window, 'grecaptcha', { ready, execute });
  return { execute, ready };
}

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(window, 'grecaptcha');
});

describe('human verification, local provider (development and tests)', () => {
  it('answers an action with a local token that names it, loading no script', async () => {
    const verification = createHumanVerification({ provider: 'local' });
    await expect(verification.getToken('login')).resolves.toMatch(/^local-verification:login:/);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('human verification, third-party provider', () => {
  it('loads nothing until a token is asked for', () => {
    createHumanVerification({ provider: 'recaptcha', siteKey: SITE_KEY });
    expect(providerScripts()).toHaveLength(0);
  });

  it("loads the provider's script on demand, then turns an action into its token", async () => {
    const { execute, ready } = installProvider('token-for-login');
    const verification = createHumanVerification({ provider: 'recaptcha', siteKey: SITE_KEY });
    const token = verification.getToken('login');
    await answerScript('load');
    await expect(token).resolves.toBe('token-for-login');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'login' });
  });

  it('loads the script once for every later action', async () => {
    const { execute } = installProvider();
    const verification = createHumanVerification({ provider: 'recaptcha', siteKey: SITE_KEY });
    const first = verification.getToken('login');
    await answerScript('load');
    await first;
    await verification.getToken('register');
    expect(providerScripts()).toHaveLength(1);
    expect(execute.mock.calls.map(([, options]) => options)).toEqual([
      { action: 'login' },
      { action: 'register' },
    ]);
  });

  it('refuses a script that does not provide the expected API, with a named error', async () => {
    Reflect.set(window, 'grecaptcha', { execute: 'not a function' });
    const verification = createHumanVerification({ provider: 'recaptcha', siteKey: SITE_KEY });
    const token = verification.getToken('login');
    await answerScript('load');
    const error: unknown = await token.catch((reason: unknown) => reason);
    expect(isHumanVerificationError(error)).toBe(true);
    expect(error).toBeInstanceOf(HumanVerificationError);
  });

  it('tries to load the script again after a failed load', async () => {
    installProvider('second-try');
    const verification = createHumanVerification({ provider: 'recaptcha', siteKey: SITE_KEY });
    const first = verification.getToken('login');
    await answerScript('error');
    await expect(first).rejects.toThrow('failed to load');
    const second = verification.getToken('login');
    await answerScript('load', 1);
    await expect(second).resolves.toBe('second-try');
    expect(providerScripts()).toHaveLength(2);
  });

  it('tells its own errors from others by name', () => {
    expect(isHumanVerificationError(new HumanVerificationError('x'))).toBe(true);
    expect(isHumanVerificationError(new Error('x'))).toBe(false);
    expect(isHumanVerificationError('HumanVerificationError')).toBe(false);
  });
});
