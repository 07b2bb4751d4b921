/**
 * Semver version of this contract. Bump the major for a breaking change of any schema, event or
 * service interface; each remote's build records the range it was built against.
 */
export const CONTRACT_VERSION = '0.1.0';
