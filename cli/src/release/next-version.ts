export type Bump = 'patch' | 'minor' | 'major';

export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

function parts(version: string): [number, number, number] {
  const match = VERSION.exec(version);
  if (!match) throw new ReleaseError(`"${version}" is not a version x.y.z`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function isAfter(candidate: string, current: string): boolean {
  const [a, b] = [parts(candidate), parts(current)];
  const difference = a.map((part, index) => part - (b[index] ?? 0)).find((value) => value !== 0);
  return (difference ?? 0) > 0;
}

/** The version a release takes: `current` bumped, or the one given (which must come after it). */
export function nextVersion(current: string, wanted: { bump: Bump } | { version: string }): string {
  const [major, minor, patch] = parts(current);
  if ('version' in wanted) {
    if (!isAfter(wanted.version, current)) {
      throw new ReleaseError(`${wanted.version} does not come after the current ${current}`);
    }
    return wanted.version;
  }
  switch (wanted.bump) {
    case 'major':
      return `${major + 1}.0.0`;
    case 'minor':
      return `${major}.${minor + 1}.0`;
    case 'patch':
      return `${major}.${minor}.${patch + 1}`;
  }
}
