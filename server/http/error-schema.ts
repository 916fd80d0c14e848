/**
 * The error envelope `{ error: { code, message, field? } }` as the generated zod schema: every
 * operation declares the same ErrorEnvelope component, so any operation's error schema serves.
 */
export { GetHealth500Response as errorEnvelopeSchema } from '../../generated/zod/system/system.zod';
