import { href, safeRedirectPath } from '@adlens/shared-contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { AdBlockerDetector } from './ad-blocker-detector';

/** Spec section 4: without a blocker, /ads-blocker returns to its (same-origin) redirect query. */
export function adsBlockerLoader(detector: AdBlockerDetector) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (await detector.isBlocked({ fresh: true })) return null;
    const target = new URL(request.url).searchParams.get('redirect');
    const back = safeRedirectPath(target, href('dashboard'));
    // A redirect back to this page would loop.
    throw redirect(back.startsWith(href('adsBlocker')) ? href('dashboard') : back);
  };
}
