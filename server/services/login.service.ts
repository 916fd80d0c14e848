/**
 * Signing in with OpenID Connect. `beginLogin` stores a flow (PKCE verifier, state, nonce and
 * the return path) under the hash of a random id that only the browser's flow cookie holds;
 * `completeLogin` takes that flow out (single use), checks the callback against it, links the
 * user and starts a fresh session.
 */
import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import { safeReturnPath } from '../../common/return-path';
import type { Config } from '../config';
import { deleteExpiredLoginFlows, insertLoginFlow, takeLoginFlow } from '../db/repositories/login-flow.repository';
import type { Database } from '../db/schema';
import { AppError } from '../lib/errors';
import { hashSecret, randomSecret } from '../lib/secrets';
import type { LoginProvider } from '../providers/identity/oidc-relying-party';
import { startSession, type StartedSession } from './sessions.service';
import { signInUser } from './users.service';

/** How long a started sign-in may take. */
export const LOGIN_FLOW_TTL_MS = 10 * 60_000;

/**
 * The return address after sign-in: this site's normalised path when it is a page to return to
 * (one rule with the browser's, in common/return-path.ts); anything else becomes `/`.
 */
function safeRedirectPath(value: string | undefined): string {
  return safeReturnPath(value) ?? '/';
}

const signInFailed = (reason: string) => new AppError('bad_request', `Sign-in failed: ${reason}`);

export async function beginLogin(
  db: Kysely<Database>,
  provider: LoginProvider,
  redirect: string | undefined,
  now: Date,
): Promise<{ flowSecret: string; authorizationUrl: URL }> {
  const flowSecret = randomSecret(32);
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const codeChallenge = await oidc.calculatePKCECodeChallenge(checks.codeVerifier);
  const authorizationUrl = await provider.authorizationUrl({ state: checks.state, nonce: checks.nonce, codeChallenge });
  await deleteExpiredLoginFlows(db, now.toISOString());
  await insertLoginFlow(db, {
    idHash: hashSecret(flowSecret),
    provider: provider.name,
    state: checks.state,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    redirectTo: safeRedirectPath(redirect),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LOGIN_FLOW_TTL_MS).toISOString(),
  });
  return { flowSecret, authorizationUrl };
}

export interface CompleteLoginInput {
  provider: LoginProvider;
  flowSecret: string | undefined;
  query: URLSearchParams;
  now: Date;
  userAgent: string | undefined;
}

export async function completeLogin(
  db: Kysely<Database>,
  auth: Config['auth'],
  input: CompleteLoginInput,
  onRejected: (error: unknown) => void,
): Promise<{ session: StartedSession; redirectTo: string }> {
  const { provider, query, now } = input;
  if (!input.flowSecret) throw signInFailed('no sign-in was started in this browser; please start again');
  const flow = await takeLoginFlow(db, hashSecret(input.flowSecret));
  if (!flow || flow.provider !== provider.name || Date.parse(flow.expiresAt) <= now.getTime()) {
    throw signInFailed('this sign-in is unknown, used or expired; please start again');
  }
  const error = query.get('error');
  if (error) throw signInFailed(`the identity provider answered '${error}'`);
  if (query.get('state') !== flow.state) throw signInFailed('the state does not match the sign-in started in this browser');

  let claims;
  try {
    claims = await provider.finish(query, { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
  } catch (cause) {
    onRejected(cause);
    throw signInFailed("the identity provider's answer did not pass the checks");
  }
  const userId = await signInUser(db, claims, now);
  const session = await startSession(db, auth, userId, now, input.userAgent);
  return { session, redirectTo: flow.redirectTo };
}
