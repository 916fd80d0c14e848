/**
 * The one rule for the address to return to after sign-in, shared by the server (the callback's
 * Location) and the browser (the stored address): normalise first, the way a browser will, then
 * validate what came out. Checking before normalising let `/..//evil.example`, `/%2e%2e//…`,
 * `/.//…` and `/x/..//…` through: each is a path until its dot segments are removed, and then
 * `//evil.example`, another site. Pure (no DOM, no Node): common/ is what server and client share.
 */

/** Any origin serves: only the path, query and fragment of the parse are kept. */
const PARSE_BASE = 'http://return-path.invalid';
const MAX_LENGTH = 2048;

/** Paths of the sign-in flow and the API, never a page to return to. */
export function isAuthPath(path: string): boolean {
  return path.startsWith('/login/') || path.startsWith('/api/');
}

/**
 * `value` as this site's normalised path (with query and fragment) when it is a page on this
 * site to return to; otherwise undefined (callers then go home). Refused: anything that is not a
 * string starting with one `/`, control characters and backslashes anywhere (browsers drop tabs
 * and newlines and read `\` as `/`), a result that is another origin or starts with `//` or `/\`
 * even once percent-decoded, the sign-in and API paths, and anything not stable under a second
 * normalisation (so what is checked is exactly what the browser will follow).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return undefined;
  const normalised = normalise(value);
  if (normalised === undefined || normalise(normalised) !== normalised) return undefined;
  const path = normalised.replace(/[?#].*$/s, '');
  const decoded = decodeSafely(path);
  if (decoded === undefined || !/^\/(?![/\\])/.test(decoded) || decoded.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- a decoded control character is refused too
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  if (isAuthPath(path) || isAuthPath(decoded)) return undefined;
  return normalised;
}

/** The path, query and fragment a browser would use for `value` on this site; undefined if it leaves it. */
function normalise(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== PARSE_BASE) return undefined;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return result.startsWith('//') || result.startsWith('/\\') ? undefined : result;
}

/** Percent-decodes a path repeatedly (double encoding included); undefined when malformed. */
function decodeSafely(path: string): string | undefined {
  let current = path;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}
