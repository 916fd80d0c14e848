/**
 * Property-based fuzzing of every operation of openapi.yaml (fast-check), shared by the
 * anonymous and the signed-in fuzz test files so the two run in parallel: wrong types, missing
 * and extra fields, huge strings, unicode, negative and huge numbers, unknown ids, wrong content
 * types, forged credentials. Whatever comes in, the API never answers 5xx, every 4xx is the error envelope, and every answer conforms to the
 * contract. FUZZ_RUNS (default 200) requests per operation and identity; `npm run fuzz -- --runs
 * 1000` for more, `--seed N` to replay a failure.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkErrorEnvelope, checkMethodNotAllowed, checkResponse } from './contract-validator';
import { type FuzzIdentity, type FuzzRequest, describeRequest, fuzzRequests } from './fuzz-requests';
import { type OpenApiOperation, findOperation, openApiOperations } from './openapi-document';
import { type TestApp, createTestApp } from './test-app';

const runs = Number(process.env.FUZZ_RUNS ?? 200);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** Rate limits out of the way: the fuzzer sends thousands of requests with one credential. */
const noRateLimits = {
  RATE_LIMIT_LOGIN: '100000000',
  RATE_LIMIT_TOKEN: '100000000',
  RATE_LIMIT_SESSION: '100000000',
  RATE_LIMIT_USER: '100000000',
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Everything wrong with one answer: a 5xx, a 4xx without the envelope, a contract violation. */
async function problemsWith(request: FuzzRequest, response: Response): Promise<string[]> {
  // The router ignores a trailing slash (an empty last path parameter), so the contract does too.
  const path = new URL(request.url, 'http://localhost').pathname.replace(/(.)\/+$/, '$1');
  const target = findOperation(request.method, path);
  const problems: string[] = [];
  const body = await readJson(response);
  if (response.status >= 500) {
    problems.push(`answered ${response.status} ${JSON.stringify(body)}`);
  }
  if (response.status >= 400) problems.push(...checkErrorEnvelope(body));
  if (target) {
    problems.push(...(await checkResponse(request.method, path, response)).violations);
  } else if (response.status === 405) {
    // The URL normalised to another path (an empty or dot segment) that has other methods.
    problems.push(...checkMethodNotAllowed(request.method, path, response));
  } else if (response.status !== 404) {
    // The URL normalised to no operation (an empty or dot segment): only 404 or 405 make sense.
    problems.push(`${path} addresses no operation but answered ${response.status}`);
  }
  return problems;
}

/** Fuzzes every operation of openapi.yaml as the identity `identify` gives for a fresh test app. */
export function fuzzEveryOperation(label: string, identify: (testApp: TestApp) => Promise<FuzzIdentity>): void {
  let testApp: TestApp;
  let identity: FuzzIdentity;
  beforeAll(async () => {
    testApp = await createTestApp(noRateLimits);
    identity = await identify(testApp);
  });
  afterAll(() => testApp.close());

  const fuzz = async (operation: OpenApiOperation) => {
    const origin = new URL(testApp.config.publicUrl).origin;
    await fc.assert(
      fc.asyncProperty(fuzzRequests(operation, identity, origin), async (request) => {
        const response = await testApp.app.request(request.url, request.init);
        const problems = await problemsWith(request, response);
        if (problems.length > 0) throw new Error(`${describeRequest(request)}\n  ${problems.join('\n  ')}`);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  };

  describe.each(openApiOperations.map((op) => [op.operationId, op] as const))('fuzz %s', (_id, operation) => {
    // 200 requests take a few seconds on SQLite; on PostgreSQL (the second database run) each
    // write is a network round trip, so a busy machine needs more than the default 20 s.
    it(`${label}: ${runs} requests, no 5xx, the error envelope on every 4xx, all within the contract`, () => fuzz(operation), 120_000);
  });
}
