/**
 * The signed-in identity the fuzzer uses, from the sign-in test helper (tests/support/sign-in.ts):
 * one user, reached through the browser's session cookie or a personal API token, at random per
 * request.
 */
import type { FuzzIdentity } from './fuzz-requests';
import { signIn } from './sign-in';
import type { TestApp } from './test-app';

export async function signedInFuzzIdentity(testApp: TestApp): Promise<FuzzIdentity> {
  const session = await signIn(testApp, { email: 'fuzz@example.test' });
  const token = await signIn(testApp, { email: 'fuzz-token@example.test', via: 'token' });
  return { name: 'signed in', credentials: [session.headers, token.headers] };
}
