import { PIN_SET_URL, type PinSet, pinSetSchema } from '@adlens/shared-contracts/platform';

export class PinSetError extends Error {
  override readonly name = 'PinSetError';
}

/** Fetches and validates the environment's pin file; never cached, it is the mutable piece. */
export async function loadPinSet(fetchImpl: typeof fetch = fetch): Promise<PinSet> {
  const response = await fetchImpl(PIN_SET_URL, { cache: 'no-store' });
  if (!response.ok) throw new PinSetError(`Pin file answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PinSetError('Pin file is not JSON');
  }
  const parsed = pinSetSchema.safeParse(body);
  if (!parsed.success) throw new PinSetError(`Pin file is invalid: ${parsed.error.message}`);
  return parsed.data;
}
