/**
 * The singleton versions this host provides (share key to version), for the gate on a pin's
 * `singletons` ranges (decision 0053). The build defines it; under jest it is undefined and the
 * tests pass the versions they mean.
 */
export const HOST_SINGLETONS: Readonly<Record<string, string>> | null =
  typeof __SHARED_SINGLETONS__ === 'object' ? __SHARED_SINGLETONS__ : null;
