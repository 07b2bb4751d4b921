/**
 * Semver version of this contract, equal to package.json's (version.test.ts checks): bump it with
 * the package (decision 0052). Each remote's build records the range it was built against.
 */
export const CONTRACT_VERSION = '1.14.2';
