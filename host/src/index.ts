import { requestPinSetEarly } from './federation/early-pin-set';
import { holdPaintedClicks } from './federation/painted-clicks';

// The pin file is requested at once, in parallel with the host's chunks (issue 13).
requestPinSetEarly();
// A press on the painted page's buttons is kept for the live page (decision 0041).
holdPaintedClicks();
// Async boundary: nothing shared (React, the contract) is imported synchronously here, so the
// federation share scope is negotiated before first use.
void import(/* webpackChunkName: "start-host" */ './start-host');
