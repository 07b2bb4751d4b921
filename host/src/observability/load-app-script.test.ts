import { APP_SCRIPT_URL, loadAppScript, loadScript } from './load-app-script';

function scriptsFor(src: string): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')].filter(
    (script) => script.getAttribute('src') === src,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('loading a script', () => {
  it('adds an async script to the head and resolves once it loaded', async () => {
    const loading = loadScript('/lib/widget.js');
    const [script] = scriptsFor('/lib/widget.js');
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects with the address when the script fails', async () => {
    const loading = loadScript('/lib/missing.js');
    scriptsFor('/lib/missing.js')[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Script /lib/missing.js failed to load');
  });
});

describe("the API host's app.js (spec section 7)", () => {
  it('loads /api/v1/common/scripts/app.js once', async () => {
    const loading = loadAppScript();
    expect(APP_SCRIPT_URL).toBe('/api/v1/common/scripts/app.js');
    const scripts = scriptsFor(APP_SCRIPT_URL);
    expect(scripts).toHaveLength(1);
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('only warns when app.js fails, so the app keeps running', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const loading = loadAppScript();
    scriptsFor(APP_SCRIPT_URL)[0]?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[adlens]', `Script ${APP_SCRIPT_URL} failed to load`);
  });
});
