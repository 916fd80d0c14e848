/**
 * Helpers for provider tests: a recorded-response server per suite, and an assertion that a
 * promise rejects with a MarketDataError of a given kind.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { MarketDataError, type MarketDataErrorKind } from '../../../server/providers/market/types';
import { startRecordedServer, type RecordedServer } from '../../support/recorded-server';

/** Starts a recorded-response server for the enclosing describe block; read `.current` inside tests. */
export function useRecordedServer(dirs: string[]): { current: RecordedServer } {
  const holder = {} as { current: RecordedServer };
  beforeAll(async () => {
    holder.current = await startRecordedServer(dirs);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

/** Awaits a promise that must fail with MarketDataError(kind); returns the error for more checks. */
export async function expectMarketError(promise: Promise<unknown>, kind: MarketDataErrorKind): Promise<MarketDataError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MarketDataError);
  expect((error as MarketDataError).kind).toBe(kind);
  return error as MarketDataError;
}
