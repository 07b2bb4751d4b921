import type { RemotePin } from '@adlens/shared-contracts/platform';
import { releaseBase } from './remote-load-policy';

/**
 * Preloads the files the pin lists for one exposed page (`exposes`, decision 0040), beside the
 * remote's entry: what the runtime did from the manifest before. A file the page already names (the
 * server's hints) is left to that hint. Each carries `data-remote-chunk` like the server's, so a
 * failed remote drains them before a Retry (`remote-load-policy.ts`).
 */
export function preloadPageFiles(
  pin: RemotePin | undefined,
  module: string,
  doc: Document = document,
): void {
  const files = pin?.exposes?.[module];
  if (!pin || !files) return;
  const base = releaseBase(pin);
  const named = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  for (const file of files) {
    const href = new URL(file, base).href;
    if (named.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    link.setAttribute('fetchpriority', 'high');
    link.setAttribute('data-remote-chunk', '');
    doc.head.append(link);
    named.add(href);
  }
}
