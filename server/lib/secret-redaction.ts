/**
 * The configured secrets (provider keys, the model's key, the SMTP password, OIDC client secrets)
 * kept out of every text that leaves the server. `loadConfig` hands them over once; the errors
 * upstream failures become (`UpstreamError`: market data, the model) and every log line are
 * redacted here, so a provider that echoes its request (a URL with `apikey=`, an Authorization
 * header) cannot carry a key into a response, /status or the log.
 */

/** What a secret is replaced with. */
export const REDACTED = '[redacted]';

/** Shorter values are not treated as secrets: replacing them would garble ordinary text. */
const SHORTEST_SECRET = 6;

/** Every spelling a secret may take in a text: as is, in a URL (both encodings) and inside JSON. */
let spellings: string[] = [];

/** Adds `values` (unset and too-short ones are skipped) to the secrets kept out of text. */
export function keepSecret(...values: Array<string | undefined>): void {
  const known = new Set(spellings);
  for (const value of values) {
    if (value === undefined || value.length < SHORTEST_SECRET) continue;
    const inJson = JSON.stringify(value).slice(1, -1);
    const inForm = new URLSearchParams({ s: value }).toString().slice(2);
    for (const spelling of [value, encodeURIComponent(value), inForm, inJson, JSON.stringify(inJson).slice(1, -1)]) known.add(spelling);
  }
  // Longest first: a secret that contains another is replaced whole.
  spellings = [...known].sort((a, b) => b.length - a.length);
}

/** `text` with every configured secret replaced by [redacted]. */
export function redactSecrets(text: string): string {
  let out = text;
  for (const spelling of spellings) if (out.includes(spelling)) out = out.split(spelling).join(REDACTED);
  return out;
}

/** An error as a cause may keep it: its message and stack redacted, its own cause too. */
function redactedCause(cause: unknown): unknown {
  if (!(cause instanceof Error)) return typeof cause === 'string' ? redactSecrets(cause) : undefined;
  const copy = new Error(redactSecrets(cause.message), { cause: redactedCause(cause.cause) });
  copy.name = cause.name;
  copy.stack = cause.stack === undefined ? undefined : redactSecrets(cause.stack);
  return copy;
}

/**
 * The one place where an upstream failure (a market-data provider, the model) becomes our error:
 * its message and cause are redacted before anything can quote them.
 */
export class UpstreamError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(redactSecrets(message), options?.cause === undefined ? undefined : { cause: redactedCause(options.cause) });
  }
}
