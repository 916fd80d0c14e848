/**
 * The process entry. Signals are handled from its first moment (lib/stop-signals.ts): loading
 * the server's modules (start.ts and all it imports) takes a few hundred milliseconds, and a
 * SIGTERM then, from a supervisor stopping a start, would otherwise end the process by signal
 * instead of with exit 0.
 */
import { reportStartPhase } from './lib/start-phase';
import { listenForStopSignals } from './lib/stop-signals';

listenForStopSignals();
reportStartPhase('loading');
const { startServer } = await import('./start');
startServer();
