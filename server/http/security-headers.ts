/**
 * Security headers on every response (HTML, API, static files, the API reference), with Hono's
 * secureHeaders. The Content-Security-Policy allows only this origin, no plugins, no <base>,
 * no framing; the client ships no inline script (and zod runs jitless, so no eval).
 */
import type { MiddlewareHandler } from 'hono';
import { type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import { permissionsPolicy } from '../lib/permissions-policy';

type ContentSecurityPolicy = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'];

/** One year, the minimum HSTS preload lists accept. */
export const hstsMaxAgeSeconds = 31_536_000;

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
} satisfies ContentSecurityPolicy;

/**
 * The API reference (/api/docs) only: Swagger UI's stylesheet draws its icons (arrows, copy,
 * lock) as `data:` SVG images, which default-src 'self' blocks. Checked in Chromium: that is the
 * only violation, so styles and scripts stay same-origin only there too.
 */
const apiDocsContentSecurityPolicy = {
  ...contentSecurityPolicy,
  imgSrc: ["'self'", 'data:'],
} satisfies ContentSecurityPolicy;

const apiDocsPath = '/api/docs';

function headersWith(csp: ContentSecurityPolicy, config: Pick<Config, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https:');
  return secureHeaders({
    contentSecurityPolicy: csp,
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    permissionsPolicy,
    strictTransportSecurity: https ? `max-age=${hstsMaxAgeSeconds}; includeSubDomains` : false,
  });
}

/** The security headers middleware for the whole app; only /api/docs gets its relaxed style policy. */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  const strict = headersWith(contentSecurityPolicy, config);
  const docs = headersWith(apiDocsContentSecurityPolicy, config);
  return (c, next) => {
    const path = c.req.path;
    const isDocs = path === apiDocsPath || path.startsWith(`${apiDocsPath}/`);
    return (isDocs ? docs : strict)(c, next);
  };
}
