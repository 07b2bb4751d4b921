import { scrubCredentials } from './scrub-credentials';

/** Calls `listener` with the page's address after every navigation; returns the unsubscribe. */
export type AddressChanges = (listener: (href: string) => void) => () => void;

function holdsCredential(href: string): boolean {
  return scrubCredentials(href) !== href;
}

/**
 * Session replay writes the page's address into its first record, which `beforeSend` never sees,
 * so a link's credential (a confirm or reset token, a sign-in code) would reach the third party.
 * Recording starts at once (spec section 7) on every address without one; on an address with one it
 * starts at the first address without, which the page reaches as soon as it has read the
 * credential (it replaces the address).
 */
export function startReplayOnCleanAddress(
  startRecording: () => void,
  href: string,
  addressChanges: AddressChanges,
): void {
  if (!holdsCredential(href)) {
    startRecording();
    return;
  }
  const unsubscribe = addressChanges((next) => {
    if (holdsCredential(next)) return;
    unsubscribe();
    startRecording();
  });
}
