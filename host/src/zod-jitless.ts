import { z } from 'zod/mini';

// The CSP forbids eval, so zod's compiled parsers could never run; without this, zod probes for
// eval (`new Function`) on its first object parse and the browser reports the probe as a CSP
// violation. Imported first by start-host.ts, before any module that parses.
// The contract's zod mini compiles no parsers; the setting is kept for the classic zod an older
// release may bundle for its own schemas (zod keeps its settings on globalThis, decision 0043).
z.config({ jitless: true });
