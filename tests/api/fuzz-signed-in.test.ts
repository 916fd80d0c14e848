/** Fuzzing every operation signed in, by session cookie or API token at random (tests/support/fuzz.ts). */
import { signedInFuzzIdentity } from '../support/fuzz-identity';
import { fuzzEveryOperation } from '../support/fuzz';

fuzzEveryOperation('signed in (session or token)', signedInFuzzIdentity);
