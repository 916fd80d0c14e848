/** Turns provider failures into the API's errors: unknown symbol → 404, anything else → 502 naming the provider. */
import { AppError } from '../../lib/errors';
import { MarketDataError } from '../../providers/market/types';

/** The one 404 for a symbol the market does not know, worded for the person who typed it. */
export function unknownSymbol(symbol: string): AppError {
  return new AppError('not_found', `No stock or fund has the symbol ${symbol}.`);
}

function toAppError(error: unknown, symbol?: string): unknown {
  if (!(error instanceof MarketDataError)) return error;
  // Only a symbol can be unknown: a provider that has nothing for a market-wide read (movers,
  // indices) failed that read.
  if (error.kind === 'not_found' && symbol) return unknownSymbol(symbol);
  return new AppError('provider_error', `Market data provider '${error.provider}' failed: ${error.message}`);
}

/** Runs a provider-backed read, translating its failure. */
export async function fromProvider<T>(read: () => Promise<T>, symbol?: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toAppError(error, symbol);
  }
}
