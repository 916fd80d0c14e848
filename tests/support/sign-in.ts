/**
 * Signing in without a browser, for API tests: creates a user (and its identity) straight in
 * the database and gives the headers of a signed-in caller.
 *
 *   const alice = await signIn(testApp);                     // session cookie (+ same-site Origin)
 *   const bob = await signIn(testApp, { email: 'bob@example.test', via: 'token' }); // Bearer token
 *   await testApp.api(alice).POST('/user/favorites', { body: { ticker: 'AAPL' } });           // typed
 *   await testApp.request('/api/v1/user/favorites', jsonRequest('POST', { ticker: 1 }, alice)); // a body the types forbid
 */
import { randomUUID } from 'node:crypto';
import { cookieName } from '../../server/http/cookies';
import { createApiToken } from '../../server/services/api-tokens.service';
import { startSession } from '../../server/services/sessions.service';
import { signInUser } from '../../server/services/users.service';
import type { TestApp } from './test-app';

export interface SignedIn {
  userId: string;
  email: string;
  /** Cookie and Origin (session) or Authorization (token): spread into a request's headers. */
  headers: Record<string, string>;
}

export interface SignInOptions {
  email?: string;
  name?: string;
  /** 'session' (default): the browser's cookie; 'token': a personal API token. */
  via?: 'session' | 'token';
}

export async function signIn(testApp: TestApp, options: SignInOptions = {}): Promise<SignedIn> {
  const { db, config, deps } = testApp;
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const now = deps.clock.now();
  const userId = await signInUser(
    db,
    { issuer: 'https://idp.example.test', subject: email, email, name: options.name, firstName: undefined, lastName: undefined },
    now,
  );
  if (options.via === 'token') {
    const { value } = await createApiToken(db, userId, { name: 'test' }, now, config.apiTokensPerUser);
    return { userId, email, headers: { authorization: `Bearer ${value}` } };
  }
  const { secret } = await startSession(db, config.auth, userId, now, 'test');
  return {
    userId,
    email,
    headers: { cookie: `${cookieName(config, 'rt_session')}=${secret}`, origin: new URL(config.publicUrl).origin },
  };
}

/** A JSON request (method, body) as the signed-in caller; the shape the CSRF rule accepts. */
export function jsonRequest(method: string, body: unknown, as?: SignedIn): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...(as?.headers ?? {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
