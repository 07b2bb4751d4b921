import { type PinSet, type RemotePin, pinSetSchema } from '@adlens/shared-contracts/platform';
import { exposedFilesOf } from '../pins/exposed-files';
import { readRelease, releaseDir } from '../pins/releases';
import { singletonRangesOf } from '../pins/shared-facts';
import { pinSetForBucket } from './canary-pin-set';

/** What one request serves of the pin file: its text, and the pin set that text holds (or null). */
export interface ServedPinSet {
  text: string;
  pinSet: PinSet | null;
}

function parsePinFile(text: string): PinSet | null {
  try {
    const parsed = pinSetSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A pin of a local release without `integrity`, `contract`, `runtime` or `singletons` gets the ones its
 * `release.json` recorded at release time, so the browser checks the entry's bytes (decision 0014)
 * and the host refuses a release of another contract major (decision 0016); one without `exposes`
 * gets the page files its manifest lists, so the host needs no manifest request (decision 0040).
 */
function withReleaseFacts(pin: RemotePin, releasesDir: string): RemotePin {
  if (
    (pin.integrity && pin.contract && pin.runtime && pin.exposes && pin.singletons) ||
    !pin.entry.startsWith('/remotes/')
  ) {
    return pin;
  }
  const release = readRelease(releasesDir, pin.name, pin.version);
  if (!release) return pin;
  const runtime = pin.runtime ?? release.runtime;
  const singletons = pin.singletons ?? (release.shared && singletonRangesOf(release.shared));
  // What the manifest would give the host at load: with it the host skips the manifest's request.
  const exposes = pin.exposes ?? exposedFilesOf(releaseDir(releasesDir, pin.name, pin.version));
  return {
    ...pin,
    integrity: pin.integrity ?? release.integrity,
    contract: pin.contract ?? release.contract,
    ...(runtime ? { runtime } : {}),
    ...(singletons ? { singletons } : {}),
    ...(exposes ? { exposes } : {}),
  };
}

/**
 * The pin file as one browser gets it, parsed once per request and handed on (the page's preload
 * hints read the same object): the browser's bucket picks between each canary and its pin
 * (decision 0035), and every served pin, a canary's fallback too, carries its release's facts. A
 * file that is not a valid pin set is served as it is, with no pin set; the host reports it.
 */
export function servedPinSet(
  text: string,
  bucket: number | null,
  releasesDir: string,
): ServedPinSet {
  const parsed = parsePinFile(text);
  if (!parsed) return { text, pinSet: null };
  const chosen = pinSetForBucket(parsed, bucket, releasesDir);
  const pinSet: PinSet = {
    ...chosen,
    remotes: chosen.remotes.map(({ fallback, ...pin }) => ({
      ...withReleaseFacts(pin, releasesDir),
      ...(fallback ? { fallback: withReleaseFacts(fallback, releasesDir) } : {}),
    })),
  };
  return { text: JSON.stringify(pinSet), pinSet };
}
