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

/**
 * Dev-server log lines that are no build problem: the browser closed a response early (a navigation
 * cancels a chunk download or a preload), which webpack-dev-middleware logs as an error; and the
 * lines that continue any logged error (stack frames, properties, its closing brace), whose first
 * line already carries the report.
 */
const NOT_A_BUILD_PROBLEM = [/ERR_STREAM_PREMATURE_CLOSE/, /^<e> ( {2,}\S|\}\s*$)/];

/** The lines of `output` that report a build problem, as they were printed. */
export function buildProblems(output: string): string[] {
  return output.split('\n').filter((line) => {
    const text = withoutPrefix(line).trim();
    const raw = withoutPrefix(line);
    if (NOT_A_BUILD_PROBLEM.some((pattern) => pattern.test(raw))) return false;
    return PROBLEM.some((pattern) => pattern.test(text));
  });
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
