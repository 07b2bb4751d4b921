/** The provider URL came from our API, but only a web address may replace the page. */
export function isWebUrl(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Leaves the app for the provider's consent page (a full page load, on purpose). */
export function followProviderUrl(url: string): void {
  window.location.assign(url);
}
