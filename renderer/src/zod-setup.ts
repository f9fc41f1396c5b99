import { z } from 'zod'

/**
 * Zod in the page never tries `new Function` (its JIT probe): the CSP forbids eval, and the probe only raised a
 * CSP report on every load. Imported, for its effect, by every renderer module that parses with a schema
 * (useZodRules, the zone reader); it loads with them, never before the first paint.
 */
z.config({ jitless: true })
