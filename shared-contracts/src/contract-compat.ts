import { CONTRACT_VERSION } from './version';

interface SemVer {
  readonly core: readonly [number, number, number];
  /** Dot-separated prerelease identifiers; empty for a release. */
  readonly prerelease: readonly string[];
}

const VERSION_PATTERN =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;
const RANGE_PATTERN = /^(\^|~|>=)?\s*(\S+)$/;

function parseVersion(text: string): SemVer | null {
  const match = VERSION_PATTERN.exec(text.trim());
  if (!match) return null;
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

/** Semver precedence: negative when a < b, 0 when equal, positive when a > b. */
function compare(a: SemVer, b: SemVer): number {
  const coreDifference = a.core
    .map((part, index) => part - (b.core[index] ?? 0))
    .find((difference) => difference !== 0);
  if (coreDifference !== undefined) return coreDifference;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return b.prerelease.length - a.prerelease.length;
  }
  const length = Math.max(a.prerelease.length, b.prerelease.length);
  for (let index = 0; index < length; index += 1) {
    const left = a.prerelease[index];
    const right = b.prerelease[index];
    if (left === undefined || right === undefined) return left === undefined ? -1 : 1;
    if (left === right) continue;
    const leftNumeric = /^\d+$/.test(left);
    const rightNumeric = /^\d+$/.test(right);
    if (leftNumeric && rightNumeric) return Number(left) - Number(right);
    if (leftNumeric !== rightNumeric) return leftNumeric ? -1 : 1;
    return left < right ? -1 : 1;
  }
  return 0;
}

/** The exclusive upper bound of `^` (npm semantics: the first non-zero part may not change). */
function caretCeiling([major, minor, patch]: SemVer['core']): SemVer {
  if (major > 0) return { core: [major + 1, 0, 0], prerelease: ['0'] };
  if (minor > 0) return { core: [0, minor + 1, 0], prerelease: ['0'] };
  return { core: [0, 0, patch + 1], prerelease: ['0'] };
}

function parseRange(range: string): { operator: string; base: SemVer } | null {
  const match = RANGE_PATTERN.exec(range.trim());
  const base = match?.[2] ? parseVersion(match[2]) : null;
  return match && base ? { operator: match[1] ?? '', base } : null;
}

/** Whether `range` is one of the forms the compatibility gate understands. */
export function isValidContractRange(range: string): boolean {
  return parseRange(range) !== null;
}

/**
 * Whether a contract `version` satisfies `range`, for the host's gate on a remote's recorded range.
 * Supports `x.y.z`, `^x.y.z`, `~x.y.z` and `>=x.y.z` with npm's meaning (`^0.1.0` is `<0.2.0`).
 * As in npm, a prerelease version satisfies a range only when the range names a prerelease of the
 * same `x.y.z`. Anything unparseable is incompatible.
 */
export function isContractCompatible(range: string, version: string = CONTRACT_VERSION): boolean {
  const parsed = parseRange(range);
  const candidate = parseVersion(version);
  if (!parsed || !candidate) return false;
  const { operator, base } = parsed;
  if (
    candidate.prerelease.length > 0 &&
    (base.prerelease.length === 0 || base.core.join('.') !== candidate.core.join('.'))
  ) {
    return false;
  }
  const [major, minor] = base.core;
  const atLeastBase = compare(candidate, base) >= 0;
  switch (operator) {
    case '':
      return compare(candidate, base) === 0;
    case '>=':
      return atLeastBase;
    case '~':
      return (
        atLeastBase && compare(candidate, { core: [major, minor + 1, 0], prerelease: ['0'] }) < 0
      );
    default:
      return atLeastBase && compare(candidate, caretCeiling(base.core)) < 0;
  }
}
