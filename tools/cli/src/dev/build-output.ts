// Reads the dev composition's console output (pnpm's `<package> dev:composed: ` prefixed lines)
// for what a developer would see as a broken build.

/** Lines that report a webpack error or warning, or an error logged by a dev server. */
const PROBLEM = [
  /compiled with \d+ (errors?|warnings?)/i,
  /^(ERROR|WARNING) in /,
  /^<e> /,
  /Module (not found|build failed)/,
];

/** The output line without pnpm's package prefix. */
export function withoutPrefix(line: string): string {
  return line.replace(/^\S+ dev:composed: /, '');
}

/** The lines of `output` that report a build problem, as they were printed. */
export function buildProblems(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => PROBLEM.some((pattern) => pattern.test(withoutPrefix(line).trim())));
}

/** The packages (by pnpm prefix) whose webpack compilation finished at least once, clean or not. */
export function compiledPackages(output: string): Set<string> {
  const done = new Set<string>();
  for (const line of output.split('\n')) {
    const match = /^(\S+) dev:composed: .*webpack( [\d.]+)? compiled/.exec(line);
    if (match?.[1]) done.add(match[1]);
  }
  return done;
}
