/**
 * The federation runtime this host puts on the page, for the gate on a pin's `runtime` range. The
 * build defines it; under jest it is undefined and the tests pass the version they mean.
 */
export const HOST_RUNTIME_VERSION: string | null =
  typeof __FEDERATION_RUNTIME_VERSION__ === 'string' ? __FEDERATION_RUNTIME_VERSION__ : null;
