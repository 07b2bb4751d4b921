// Async boundary: the share scope is negotiated before React is evaluated.
void import('./bootstrap');
