/**
 * The app's two cookies: the session (`rt_session`) and the sign-in flow in progress
 * (`rt_login`). Both are HttpOnly and SameSite=Lax; over https they are Secure and carry the
 * `__Host-` prefix (host-only, path /), so no other site or sub-domain can set them.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { Config } from '../config';
import { requestHeader } from './request-headers';

export type AppCookie = 'rt_session' | 'rt_login';

/** The site's public address decides whether cookies are Secure and `__Host-` prefixed. */
type Site = Pick<Config, 'publicUrl'>;

function isHttps(config: Site): boolean {
  return config.publicUrl.startsWith('https:');
}

/** The cookie's name on the wire: `__Host-<name>` over https. */
export function cookieName(config: Site, cookie: AppCookie): string {
  return isHttps(config) ? `__Host-${cookie}` : cookie;
}

export function readCookie(c: Context, config: Site, cookie: AppCookie): string | undefined {
  const header = requestHeader(c, 'cookie');
  if (!header) return undefined;
  const name = cookieName(config, cookie);
  return parse(header, name)[name] || undefined;
}

export function writeCookie(c: Context, config: Site, cookie: AppCookie, value: string, maxAgeMs: number): void {
  setCookie(c, cookieName(config, cookie), value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(config),
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
  });
}

export function clearCookie(c: Context, config: Site, cookie: AppCookie): void {
  deleteCookie(c, cookieName(config, cookie), { path: '/', secure: isHttps(config), httpOnly: true, sameSite: 'Lax' });
}
