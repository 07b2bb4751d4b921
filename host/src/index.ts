// Async boundary: nothing shared (React, the contract) is imported synchronously here, so the
// federation share scope is negotiated before first use.
void import('./start-host');
