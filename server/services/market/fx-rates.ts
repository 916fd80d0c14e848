/**
 * The exchange rates the market's figures convert with: fetched through the provider layer
 * (Yahoo's and FMP's currency pairs, the demo market's fixed rates), stored with the day they are
 * for and their provider, and reused for a while. A failed fetch keeps the stored rates; a
 * currency that never had one converts nothing (its converted ratios stay empty).
 */
import type { Kysely } from 'kysely';
import { listFxRates, upsertFxRates } from '../../db/repositories/fx-rate.repository';
import type { Database } from '../../db/schema';
import { majorCurrency } from '../../../common/currency';
import type { FxRate as FxRateOut } from '../../../generated/model';
import type { MarketData } from '../../providers/market/market-data';
import { PROVIDER_LABELS } from '../../providers/market/provider-http';
import type { ProviderName } from '../../providers/market/types';
import { type FxRate, type FxTable, fxTable } from '../metrics/fx';
import type { Clock } from '../../lib/clock';

/** A stored rate younger than this is used as it is. */
const FX_MAX_AGE_MS = 12 * 3_600_000;

export interface FxContext {
  db: Kysely<Database>;
  marketData: MarketData;
  clock: Clock;
  logger?: { warn(fields: object, message: string): void };
}

async function storedFxTable(db: Kysely<Database>): Promise<FxTable> {
  const rows = await listFxRates(db);
  return fxTable(rows.map((row) => ({ currency: row.currency, usdPerUnit: row.usdPerUnit, date: row.rateDate, provider: row.provider })));
}

/** The rates of `currencies` (USD needs none), fetching those missing or older than FX_MAX_AGE_MS. */
export async function currentFxTable(context: FxContext, currencies: ReadonlyArray<string | null | undefined>): Promise<FxTable> {
  const now = context.clock.now();
  const stored = await listFxRates(context.db);
  const fresh = new Set(stored.filter((row) => now.getTime() - Date.parse(row.asOf) < FX_MAX_AGE_MS).map((row) => row.currency));
  const wanted = [...new Set(currencies.flatMap((c) => (c ? [majorCurrency(c)[0]] : [])))].filter((c) => c !== 'USD' && !fresh.has(c));
  if (wanted.length > 0) {
    try {
      const got = await context.marketData.call('getFxRates', { currencies: wanted }, { ttlMs: 60_000 });
      await upsertFxRates(
        context.db,
        got.data.map((rate) => ({
          currency: rate.currency.toUpperCase(),
          usdPerUnit: rate.usdPerUnit,
          rateDate: rate.date,
          provider: got.provider,
          asOf: got.asOf,
        })),
      );
    } catch (error) {
      context.logger?.warn({ err: error, currencies: wanted }, 'exchange rates could not be fetched; the stored ones are used');
    }
  }
  return storedFxTable(context.db);
}

/**
 * The rates stored metrics rows were computed with (their fxRates JSON), as the API gives them:
 * each rate once, with the provider's name.
 */
export function fxRatesOfRows(rows: ReadonlyArray<{ fxRates: string | null }>): FxRateOut[] {
  const seen = new Map<string, FxRateOut>();
  for (const row of rows) {
    for (const rate of row.fxRates ? (JSON.parse(row.fxRates) as FxRate[]) : []) {
      const key = `${rate.currency}|${rate.date}|${rate.provider}|${rate.usdPerUnit}`;
      if (seen.has(key)) continue;
      seen.set(key, {
        currency: rate.currency,
        usdPerUnit: rate.usdPerUnit,
        date: rate.date,
        provider: rate.provider,
        label: PROVIDER_LABELS[rate.provider as ProviderName] ?? rate.provider,
      });
    }
  }
  return [...seen.values()];
}
