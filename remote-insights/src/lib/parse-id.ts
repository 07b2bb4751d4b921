// KIT: `parseId` moves to @adlens/shared-contracts; import it from there once it lands on main.

/** A positive integer id from a route param, or null. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
