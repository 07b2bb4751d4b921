/**
 * Notices a build prints about choices this kit made on purpose. The manifest plugin says a
 * remote's `publicPath: 'auto'` is resolved at run time through its host: that is what makes a
 * release relocatable (a pin may serve it from any address, decision 0040), not a fault to fix.
 */
export const EXPECTED_NOTICES = [
  /Manifest will use absolute path resolution via its host at runtime/,
];

/**
 * A console for webpack's infrastructure logging that drops the expected notices and passes
 * every other message on unchanged, so that a build's output shows warnings only when one is new.
 */
export function infrastructureConsole(target = console, expected = EXPECTED_NOTICES) {
  const isExpected = (args) =>
    args.some((arg) => typeof arg === 'string' && expected.some((pattern) => pattern.test(arg)));
  const filtered =
    (method) =>
    (...args) => {
      if (!isExpected(args)) target[method](...args);
    };
  return Object.assign(Object.create(target), {
    log: filtered('log'),
    info: filtered('info'),
    warn: filtered('warn'),
    error: filtered('error'),
  });
}
