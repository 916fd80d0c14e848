// zod/mini: the client validates only small search-param objects, and the classic API costs
// ~20 kB gzip of initial JavaScript (tests/e2e/bundle-size.e2e.ts holds the budget).
import * as z from 'zod/mini';

// Zod's JIT probes `new Function`, which a strict CSP (default-src 'self') reports as a
// violation. Import this module before any schema is built.
z.config({ jitless: true });
