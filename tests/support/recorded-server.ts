/** The recorded-response server lives in scripts/support (benchmarks use it too); tests import it from here. */
export * from '../../scripts/support/recorded-server';
