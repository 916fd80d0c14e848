import { z } from 'zod';

// Zod's JIT probes `new Function`, which a strict CSP (default-src 'self') reports as a
// violation. Import this module before any schema is built.
z.config({ jitless: true });
