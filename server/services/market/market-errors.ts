/** Turns provider failures into the API's errors: unknown symbol → 404, anything else → 502 naming the provider. */
import { AppError } from '../../lib/errors';
import { PROVIDER_LABELS } from '../../providers/market/provider-http';
import { MarketDataError, type MarketDataErrorKind } from '../../providers/market/types';

/** What went wrong with a source, said for a person; the provider's own words stay on /status and in the log. */
const FAILURE_SENTENCES: Record<MarketDataErrorKind, string> = {
  not_found: 'has nothing for this request',
  unsupported: 'does not offer this data',
  auth: 'refused the request for the configured access key or its plan, so the operator needs to check them',
  rate_limited: 'is limiting requests right now; try again in a minute',
  unavailable: 'could not be reached or did not answer in time; try again in a moment',
  bad_response: 'sent an answer that could not be read; try again later',
};

/** A provider failure as one sentence for the person who asked (the detail is on /status). */
export function providerFailure(error: MarketDataError): AppError {
  return new AppError(
    'provider_error',
    `The market data source (${PROVIDER_LABELS[error.provider]}) ${FAILURE_SENTENCES[error.kind]}. The status page has the details.`,
    undefined,
    undefined,
    { cause: error },
  );
}

/** The one 404 for a symbol the market does not know, worded for the person who typed it. */
export function unknownSymbol(symbol: string): AppError {
  return new AppError('not_found', `No stock or fund has the symbol ${symbol}.`);
}

/** A provider's failure as the API's error: an unknown symbol's 404, else the 502 sentence. */
export function toAppError(error: unknown, symbol?: string): unknown {
  if (!(error instanceof MarketDataError)) return error;
  // Only a symbol can be unknown: a provider that has nothing for a market-wide read (movers,
  // indices) failed that read.
  if (error.kind === 'not_found' && symbol) return unknownSymbol(symbol);
  return providerFailure(error);
}

/** Runs a provider-backed read, translating its failure. */
export async function fromProvider<T>(read: () => Promise<T>, symbol?: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toAppError(error, symbol);
  }
}
