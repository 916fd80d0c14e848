/**
 * `npm run fuzz -- --runs 1000 [--seed N]`: the API fuzz tests (tests/api/fuzz-*.test.ts) with more
 * requests per operation and identity than the test run's 200, or replaying a reported seed.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive whole number (got '${values.runs}')`);
  process.exit(2);
}
const env = { ...process.env, FUZZ_RUNS: String(runs), ...(values.seed ? { FUZZ_SEED: values.seed } : {}) };
console.log(`Fuzzing every operation of openapi.yaml with ${runs} requests per operation and identity…`);
const files = ['tests/api/fuzz-anonymous.test.ts', 'tests/api/fuzz-signed-in.test.ts'];
const result = spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
