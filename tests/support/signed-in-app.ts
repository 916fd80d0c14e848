/**
 * The set-up of the API tests of the AI features: a fresh app, two signed-in users (alice
 * and bob, to prove one cannot see the other's data) and a stock of the demo market.
 */
import { demoStock } from './demo-stock';
import { signIn, type SignedIn, type SignInOptions } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

export interface SignedInApp {
  app: TestApp;
  alice: SignedIn;
  bob: SignedIn;
  symbol: string;
}

/** `bobVia: 'token'` signs bob in with a personal API token instead of a browser session. */
export async function createSignedInApp(options: { bobVia?: SignInOptions['via'] } = {}): Promise<SignedInApp> {
  const app = await createTestApp();
  const alice = await signIn(app);
  const bob = await signIn(app, { via: options.bobVia });
  const { symbol } = await demoStock(app);
  return { app, alice, bob, symbol };
}
