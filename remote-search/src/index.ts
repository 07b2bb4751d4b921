// Async boundary: the share scope is negotiated before any shared module (React) is evaluated.
void import('./harness/bootstrap');
