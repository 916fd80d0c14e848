/** Fuzzing every operation anonymously, with forged credentials now and then (tests/support/fuzz.ts). */
import { fuzzEveryOperation } from '../support/fuzz';

fuzzEveryOperation('anonymous', async () => ({ name: 'anonymous', credentials: [] }));
