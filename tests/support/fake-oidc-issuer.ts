/**
 * A minimal OpenID provider on a loopback port for tests that need ID tokens the dev provider
 * would never issue (another audience, another issuer): discovery, an authorization endpoint that
 * approves at once, a token endpoint and the JWKS. `tokenClaims` overrides claims of the next ID
 * tokens; the signature is always valid, so only the claim checks can refuse them.
 * `echoTokenRequests` makes the token endpoint quote what it was sent (secrets included) in its error.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface FakeOidcIssuer {
  issuer: string;
  clientId: string;
  /** Claims put into (or over) the next ID tokens, such as { aud: 'someone-else' }. */
  tokenClaims: Record<string, unknown>;
  /** When set, the token endpoint refuses every request with an error that quotes its headers and form (client secret included). */
  echoTokenRequests: boolean;
  close(): Promise<void>;
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeOidcIssuer(clientId = 'terminal'): Promise<FakeOidcIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const nonces = new Map<string, string>(); // code → nonce of its authorization request
  const fake: FakeOidcIssuer = { issuer: '', clientId, tokenClaims: {}, echoTokenRequests: false, close: async () => {} };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', fake.issuer);
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      json({
        issuer: fake.issuer,
        authorization_endpoint: `${fake.issuer}/authorize`,
        token_endpoint: `${fake.issuer}/token`,
        jwks_uri: `${fake.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['ES256'],
        code_challenge_methods_supported: ['S256'],
      });
    } else if (url.pathname === '/jwks') {
      json({ keys: [jwk] });
    } else if (url.pathname === '/authorize') {
      const code = crypto.randomUUID();
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const callback = new URL(url.searchParams.get('redirect_uri') ?? '');
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: callback.href });
      response.end();
    } else if (url.pathname === '/token' && request.method === 'POST') {
      void formOf(request).then(async (form) => {
        if (fake.echoTokenRequests) {
          response.writeHead(401, { 'content-type': 'application/json' });
          const description = `client not known: ${JSON.stringify(request.headers)} ${form.toString()}`;
          response.end(JSON.stringify({ error: 'invalid_client', error_description: description }));
          return;
        }
        const code = form.get('code') ?? '';
        const nonce = nonces.get(code);
        nonces.delete(code);
        if (nonce === undefined) {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        const idToken = await new SignJWT({ email: 'fake.user@example.test', name: 'Fake User', nonce, ...fake.tokenClaims })
          .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
          .setIssuer(String(fake.tokenClaims.iss ?? fake.issuer))
          .setAudience(fake.tokenClaims.aud === undefined ? clientId : (fake.tokenClaims.aud as string))
          .setSubject('fake-subject')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        json({ access_token: crypto.randomUUID(), token_type: 'Bearer', expires_in: 300, id_token: idToken });
      });
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
