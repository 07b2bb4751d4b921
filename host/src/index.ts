import { requestPinSetEarly } from './federation/early-pin-set';

// The pin file is requested at once, in parallel with the host's chunks (issue 13).
requestPinSetEarly();
// Async boundary: nothing shared (React, the contract) is imported synchronously here, so the
// federation share scope is negotiated before first use.
void import(/* webpackChunkName: "start-host" */ './start-host');
