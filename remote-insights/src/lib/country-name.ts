import { COUNTRY_GROUPS } from '@adlens/shared-contracts';

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "United States (US)" for an ISO code; groups and "WW" read as words. */
export function countryName(code: string): string {
  if (code === 'WW') return 'Worldwide';
  if (code in COUNTRY_GROUPS) return code;
  try {
    const name = names.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    // Not a region code at all: show it as the server sent it.
    return code;
  }
}
