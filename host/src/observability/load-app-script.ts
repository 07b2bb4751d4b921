/** Spec section 7: the API host's script, loaded once after start-up. */
export const APP_SCRIPT_URL = '/api/v1/common/scripts/app.js';

export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Script ${src} failed to load`));
    doc.head.append(script);
  });
}

export function loadAppScript(doc: Document = document): Promise<void> {
  return loadScript(APP_SCRIPT_URL, doc).catch((error: unknown) => {
    console.warn('[adlens]', error instanceof Error ? error.message : error);
  });
}
