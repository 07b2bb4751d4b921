import { z } from 'zod/mini';

// The CSP forbids eval, so zod's compiled parsers could never run; without this, zod probes for
// eval (`new Function`) on its first object parse and the browser reports the probe as a CSP
// violation. Imported first by start-host.ts, before any module that parses.
z.config({ jitless: true });
